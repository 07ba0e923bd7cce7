import type { DeviceCategoryType } from '@beacon/contracts/iot-model-catalog';
import type { Kysely } from 'kysely';
import { seedDemoDevices } from './demo-devices';
import { DEMO_PRODUCTS } from './demo-models';
import { DeviceCategoryService } from './device-category.service';
import { DomainModelService } from './domain-model.service';
import { ModelRelevanceService } from './model-relevance.service';
import { ProductGroupService } from './product-group.service';
import { StdModelService } from './std-model.service';
import type { IotDeviceDatabase } from './tables';
import { ThirdModelService } from './third-model.service';

/** The demo's category tree: an estate with a community, an office tower and a park. */
const CATEGORIES: ReadonlyArray<{ name: string; type: DeviceCategoryType; parent?: string }> = [
  { name: 'Riverside estate', type: 0 },
  { name: 'Residential community', type: 0, parent: 'Riverside estate' },
  { name: 'Office tower', type: 1, parent: 'Riverside estate' },
  { name: 'Technology park', type: 2 },
];

/** Demo thing models (categories, product groups, a published domain model, six products with vendor models and mappings) and devices. */
export const seedIotDemo = async (db: Kysely<IotDeviceDatabase>): Promise<void> => {
  const categories = new DeviceCategoryService(db);
  const categoryIds = new Map<string, number>();
  for (const { name, type, parent } of CATEGORIES) {
    const parentId = parent === undefined ? null : (categoryIds.get(parent) ?? null);
    categoryIds.set(name, (await categories.create({ name, type, parentId })).id);
  }
  const groups = new ProductGroupService(db);
  const groupIds = new Map<string, number>();
  for (const name of new Set(DEMO_PRODUCTS.map((product) => product.group)))
    groupIds.set(name, (await groups.create({ name, description: `${name} of the demo` })).id);

  const domains = new DomainModelService(db);
  const environment = await domains.create({
    name: 'Indoor environment',
    code: 'env-indoor',
    domain: 'environment',
    version: '1.0.0',
    description: 'Comfort readings a building offers',
    services: [
      {
        identifier: 'readClimate',
        name: 'Read climate',
        outputData: [
          { identifier: 'temperature', name: 'Temperature', dataType: { type: 'float', specs: { unit: '°C' } } },
        ],
      },
    ],
  });
  await domains.publish(environment.id);
  await domains.create({
    name: 'Fire alarm linkage',
    code: 'fire-linkage',
    domain: 'fire',
    version: '0.1.0',
    description: '',
    services: [],
  });

  const std = new StdModelService(db);
  const third = new ThirdModelService(db);
  const relevances = new ModelRelevanceService(db);
  for (const product of DEMO_PRODUCTS) {
    const model = await std.create({
      name: product.name,
      productKey: product.productKey,
      groupId: groupIds.get(product.group) ?? null,
      categoryId: categoryIds.get(product.category) ?? null,
      protocol: product.protocol,
      domainModelId: product.productKey === 'th-sensor' ? environment.id : null,
      description: `${product.name} (demo)`,
      ...product.std,
      alarmRules: product.alarmRules,
    });
    const vendor = await third.create({
      name: product.third.name,
      manufacturer: product.third.manufacturer,
      modelNumber: product.third.modelNumber,
      protocol: product.protocol,
      description: '',
      properties: product.third.properties,
      events: [],
      services: [],
    });
    await relevances.create({ stdModelId: model.id, thirdModelId: vendor.id, mappings: product.mappings });
  }
  await seedDemoDevices(db, categoryIds);
};
