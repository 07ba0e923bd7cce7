import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { Kysely } from 'kysely';
import { demoText } from '../../platform/demo-text';
import { type DemoCategoryKey, type DemoGroupKey, demoCategories, demoGroups } from './demo-catalog';
import { seedDemoDevices } from './demo-devices';
import { demoProducts } from './demo-models';
import { DeviceCategoryService } from './device-category.service';
import { DomainModelService } from './domain-model.service';
import { ModelRelevanceService } from './model-relevance.service';
import { ProductGroupService } from './product-group.service';
import { StdModelService } from './std-model.service';
import type { IotDeviceDatabase } from './tables';
import { ThirdModelService } from './third-model.service';

/**
 * Demo thing models (categories, product groups, a published domain model, six products with vendor models and
 * mappings) and devices, named in the demo's language.
 */
export const seedIotDemo = async (db: Kysely<IotDeviceDatabase>, language: ConsoleLanguage): Promise<void> => {
  const t = demoText(language);
  const categories = new DeviceCategoryService(db);
  const categoryIds = new Map<DemoCategoryKey, number>();
  for (const { key, name, type, parent } of demoCategories(t)) {
    const parentId = parent === undefined ? null : (categoryIds.get(parent) ?? null);
    categoryIds.set(key, (await categories.create({ name, type, parentId })).id);
  }
  const products = demoProducts(t);
  const groupTexts = demoGroups(t);
  const groups = new ProductGroupService(db);
  const groupIds = new Map<DemoGroupKey, number>();
  for (const key of new Set(products.map((product) => product.group)))
    groupIds.set(key, (await groups.create(groupTexts[key])).id);

  const domains = new DomainModelService(db);
  const environment = await domains.create({
    name: t('室内环境', 'Indoor environment'),
    code: 'env-indoor',
    domain: 'environment',
    version: '1.0.0',
    description: t('楼宇室内的温湿度等舒适度读数', 'Comfort readings a building offers'),
    services: [
      {
        identifier: 'readClimate',
        name: t('读取室内环境', 'Read climate'),
        outputData: [
          {
            identifier: 'temperature',
            name: t('温度', 'Temperature'),
            dataType: { type: 'float', specs: { unit: '°C' } },
          },
        ],
      },
    ],
  });
  await domains.publish(environment.id);
  await domains.create({
    name: t('火灾报警联动', 'Fire alarm linkage'),
    code: 'fire-linkage',
    domain: 'fire',
    version: '0.1.0',
    description: '',
    services: [],
  });

  const std = new StdModelService(db);
  const third = new ThirdModelService(db);
  const relevances = new ModelRelevanceService(db);
  for (const product of products) {
    const model = await std.create({
      name: product.name,
      productKey: product.productKey,
      groupId: groupIds.get(product.group) ?? null,
      categoryId: categoryIds.get(product.category) ?? null,
      protocol: product.protocol,
      domainModelId: product.productKey === 'th-sensor' ? environment.id : null,
      description: t(`${product.name}（演示数据）`, `${product.name} (demo)`),
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
  await seedDemoDevices(db, categoryIds, t);
};
