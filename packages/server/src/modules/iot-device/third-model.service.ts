import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import type {
  ThirdModel,
  ThirdModelCreate,
  ThirdModelOption,
  ThirdModelPageRequest,
  ThirdModelUpdate,
} from '@beacon/contracts/iot-third-model';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { deviceRepository } from './device.repository';
import { modelRelevanceRepository } from './model-relevance.repository';
import { parseModel, readModel, readProtocol } from './model-rules';
import { assertAssociationsStillFit } from './relevance-fit';
import type { IotDeviceDatabase, ThirdModelTable } from './tables';
import { thirdModelRepository } from './third-model.repository';

const toThirdModel = (row: Selectable<ThirdModelTable>): ThirdModel => ({
  id: row.id,
  name: row.name,
  manufacturer: row.manufacturer,
  modelNumber: row.model_number,
  protocol: readProtocol(row.protocol),
  description: row.description,
  ...readModel(row.model),
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

const columnsOf = (input: ThirdModelCreate) => {
  const model = parseModel(input);
  return {
    model,
    columns: {
      name: input.name,
      manufacturer: input.manufacturer,
      model_number: input.modelNumber,
      protocol: input.protocol,
      description: input.description,
      model: JSON.stringify(model),
      update_date: Date.now(),
    },
  };
};

/** Third-party (vendor) thing models: unique per manufacturer and model number. */
export class ThirdModelService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  async page(filter: ThirdModelPageRequest): Promise<{ items: ThirdModel[]; total: number }> {
    const { rows, total } = await thirdModelRepository.page(this.db, filter);
    return { items: rows.map(toThirdModel), total };
  }

  async options(): Promise<ThirdModelOption[]> {
    const rows = await thirdModelRepository.options(this.db, IOT_MODEL_LIMITS.listCap);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      manufacturer: row.manufacturer,
      modelNumber: row.model_number,
    }));
  }

  async get(id: number): Promise<ThirdModel> {
    const row = await thirdModelRepository.findById(this.db, id);
    if (!row) throw AppError.missing('thirdModel', id);
    return toThirdModel(row);
  }

  async create(input: ThirdModelCreate): Promise<ThirdModel> {
    const { columns } = columnsOf(input);
    const id = await thirdModelRepository.insert(this.db, { ...columns, create_date: Date.now() });
    return this.get(id);
  }

  async update(input: ThirdModelUpdate): Promise<ThirdModel> {
    const { model, columns } = columnsOf(input);
    await this.db.transaction().execute(async (trx) => {
      if (!(await thirdModelRepository.findById(trx, input.id))) throw AppError.missing('thirdModel', input.id);
      await assertAssociationsStillFit(trx, 'third', input.id, model);
      await thirdModelRepository.update(trx, input.id, columns);
    });
    return this.get(input.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await thirdModelRepository.findById(trx, id))) throw AppError.missing('thirdModel', id);
      const used = await modelRelevanceRepository.usingModel(trx, 'third_model_id', id);
      if (used.length > 0)
        throw AppError.inUse(
          `id: third-party model is used by ${used.length} association(s); delete them first`,
          'associations',
          used.length,
        );
      const devices = await deviceRepository.countBy(trx, 'third_model_id', id);
      if (devices > 0)
        throw AppError.inUse(
          `id: third-party model is used by ${devices} device(s); move or delete them first`,
          'devices',
          devices,
        );
      await thirdModelRepository.remove(trx, id);
    });
  }
}
