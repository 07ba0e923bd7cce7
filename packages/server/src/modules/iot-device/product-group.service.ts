import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import type { ProductGroup, ProductGroupCreate, ProductGroupUpdate } from '@beacon/contracts/iot-model-catalog';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { productGroupRepository } from './catalog.repository';
import { stdModelRepository } from './std-model.repository';
import type { IotDeviceDatabase, ProductGroupTable } from './tables';

const toProductGroup = (row: Selectable<ProductGroupTable>): ProductGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createDate: Number(row.create_date),
});

/** Product groups (the spec's stdProductGroup): unique names; a group with models stays. */
export class ProductGroupService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  async list(): Promise<ProductGroup[]> {
    return (await productGroupRepository.all(this.db, IOT_MODEL_LIMITS.listCap)).map(toProductGroup);
  }

  async get(id: number): Promise<ProductGroup> {
    const row = await productGroupRepository.findById(this.db, id);
    if (!row) throw AppError.missing('productGroup', id);
    return toProductGroup(row);
  }

  async create(input: ProductGroupCreate): Promise<ProductGroup> {
    const now = Date.now();
    const id = await productGroupRepository.insert(this.db, { ...input, create_date: now, update_date: now });
    return this.get(id);
  }

  async update(input: ProductGroupUpdate): Promise<ProductGroup> {
    await this.get(input.id);
    await productGroupRepository.update(this.db, input.id, {
      name: input.name,
      description: input.description,
      update_date: Date.now(),
    });
    return this.get(input.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await productGroupRepository.findById(trx, id))) throw AppError.missing('productGroup', id);
      const models = await stdModelRepository.countBy(trx, 'group_id', id);
      if (models > 0)
        throw AppError.inUse(
          `id: product group holds ${models} standard model(s); move or delete them first`,
          'stdModels',
          models,
        );
      await productGroupRepository.remove(trx, id);
    });
  }
}
