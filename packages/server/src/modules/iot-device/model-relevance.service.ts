import type {
  ModelRelevance,
  ModelRelevanceCreate,
  ModelRelevancePageRequest,
  ModelRelevanceUpdate,
} from '@beacon/contracts/iot-third-model';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { modelRelevanceRepository } from './model-relevance.repository';
import { invalidBody, mappingProblems, readMappings, readModel } from './model-rules';
import { stdModelRepository } from './std-model.repository';
import type { IotDb, IotDeviceDatabase } from './tables';
import { thirdModelRepository } from './third-model.repository';

type Row = NonNullable<Awaited<ReturnType<typeof modelRelevanceRepository.findById>>>;

const toRelevance = (row: Row): ModelRelevance => ({
  id: row.id,
  stdModelId: row.std_model_id,
  stdModelName: row.std_model_name,
  thirdModelId: row.third_model_id,
  thirdModelName: row.third_model_name,
  mappings: readMappings(row.mappings),
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

/** The columns of an association, after checking both models exist and every mapping fits them. */
const checkedColumns = async (db: IotDb, input: ModelRelevanceCreate) => {
  const std = await stdModelRepository.findById(db, input.stdModelId);
  if (!std) throw AppError.unknownReference('stdModelId', 'stdModel', input.stdModelId);
  const third = await thirdModelRepository.findById(db, input.thirdModelId);
  if (!third) throw AppError.unknownReference('thirdModelId', 'thirdModel', input.thirdModelId);
  const problems = mappingProblems(readModel(std.model), readModel(third.model), input.mappings);
  if (problems.length > 0) throw invalidBody(problems);
  return {
    std_model_id: input.stdModelId,
    third_model_id: input.thirdModelId,
    mappings: JSON.stringify(input.mappings),
    update_date: Date.now(),
  };
};

/** Model associations: per standard property, its third-party source and a conversion that fits both types. */
export class ModelRelevanceService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  async page(filter: ModelRelevancePageRequest): Promise<{ items: ModelRelevance[]; total: number }> {
    const { rows, total } = await modelRelevanceRepository.page(this.db, filter);
    return { items: rows.map(toRelevance), total };
  }

  async get(id: number): Promise<ModelRelevance> {
    const row = await modelRelevanceRepository.findById(this.db, id);
    if (!row) throw AppError.missing('association', id);
    return toRelevance(row);
  }

  async create(input: ModelRelevanceCreate): Promise<ModelRelevance> {
    const id = await this.db.transaction().execute(async (trx) => {
      const columns = await checkedColumns(trx, input);
      return modelRelevanceRepository.insert(trx, { ...columns, create_date: Date.now() });
    });
    return this.get(id);
  }

  async update(input: ModelRelevanceUpdate): Promise<ModelRelevance> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await modelRelevanceRepository.findById(trx, input.id))) throw AppError.missing('association', input.id);
      await modelRelevanceRepository.update(trx, input.id, await checkedColumns(trx, input));
    });
    return this.get(input.id);
  }

  async remove(id: number): Promise<void> {
    await this.get(id);
    await modelRelevanceRepository.remove(this.db, id);
  }
}
