import {
  IOT_MODEL_LIMITS,
  type StdModel,
  type StdModelCreate,
  type StdModelOption,
  type StdModelPageRequest,
  type StdModelUpdate,
} from '@beacon/contracts/iot-model';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { deviceCategoryRepository, productGroupRepository } from './catalog.repository';
import { deviceRepository } from './device.repository';
import { domainModelRepository } from './domain-model.repository';
import { modelRelevanceRepository } from './model-relevance.repository';
import {
  alarmRuleProblems,
  invalidBody,
  namedAlarmRules,
  parseModel,
  readAlarmRules,
  readModel,
  readProtocol,
} from './model-rules';
import { assertAssociationsStillFit } from './relevance-fit';
import { stdModelRepository } from './std-model.repository';
import type { IotDb, IotDeviceDatabase, StdModelTable } from './tables';

const toStdModel = (row: Selectable<StdModelTable>): StdModel => ({
  id: row.id,
  name: row.name,
  productKey: row.product_key,
  groupId: row.group_id,
  categoryId: row.category_id,
  protocol: readProtocol(row.protocol),
  domainModelId: row.domain_model_id,
  description: row.description,
  ...readModel(row.model),
  alarmRules: readAlarmRules(row.alarm_rules),
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

type Fields = Omit<StdModelCreate, 'productKey'>;

/** The columns of a model's fields, after checking the model, its alarm rules and what it refers to. */
const checkedColumns = async (db: IotDb, input: Fields) => {
  const model = parseModel(input);
  const problems = alarmRuleProblems(model, input.alarmRules);
  if (problems.length > 0) throw invalidBody(problems);
  if (input.groupId !== null && !(await productGroupRepository.findById(db, input.groupId)))
    throw AppError.unknownReference('groupId', 'productGroup', input.groupId);
  if (input.categoryId !== null && !(await deviceCategoryRepository.findById(db, input.categoryId)))
    throw AppError.unknownReference('categoryId', 'category', input.categoryId);
  if (input.domainModelId !== null) {
    const domainModel = await domainModelRepository.findById(db, input.domainModelId);
    if (!domainModel) throw AppError.unknownReference('domainModelId', 'domainModel', input.domainModelId);
    if (domainModel.status !== 'published')
      throw AppError.badRequest(`body.domainModelId: domain model ${input.domainModelId} is not published`).with(
        refusal('domainModelId', 'notPublished'),
      );
  }
  return {
    model,
    columns: {
      name: input.name,
      group_id: input.groupId,
      category_id: input.categoryId,
      protocol: input.protocol,
      domain_model_id: input.domainModelId,
      description: input.description,
      model: JSON.stringify(model),
      alarm_rules: JSON.stringify(namedAlarmRules(input.alarmRules)),
      update_date: Date.now(),
    },
  };
};

/** Standard thing models: the model language, alarm rules, references and associations that must keep fitting. */
export class StdModelService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  async page(filter: StdModelPageRequest): Promise<{ items: StdModel[]; total: number }> {
    const { rows, total } = await stdModelRepository.page(this.db, filter);
    return { items: rows.map(toStdModel), total };
  }

  async options(): Promise<StdModelOption[]> {
    const rows = await stdModelRepository.options(this.db, IOT_MODEL_LIMITS.listCap);
    return rows.map((row) => ({ id: row.id, name: row.name, productKey: row.product_key }));
  }

  async get(id: number): Promise<StdModel> {
    const row = await stdModelRepository.findById(this.db, id);
    if (!row) throw AppError.missing('stdModel', id);
    return toStdModel(row);
  }

  async create(input: StdModelCreate): Promise<StdModel> {
    const id = await this.db.transaction().execute(async (trx) => {
      const { columns } = await checkedColumns(trx, input);
      return stdModelRepository.insert(trx, { ...columns, product_key: input.productKey, create_date: Date.now() });
    });
    return this.get(id);
  }

  async update(input: StdModelUpdate): Promise<StdModel> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await stdModelRepository.findById(trx, input.id))) throw AppError.missing('stdModel', input.id);
      const { model, columns } = await checkedColumns(trx, input);
      await assertAssociationsStillFit(trx, 'std', input.id, model);
      await stdModelRepository.update(trx, input.id, columns);
    });
    return this.get(input.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await stdModelRepository.findById(trx, id))) throw AppError.missing('stdModel', id);
      const used = await modelRelevanceRepository.usingModel(trx, 'std_model_id', id);
      if (used.length > 0)
        throw AppError.inUse(
          `id: standard model is used by ${used.length} association(s); delete them first`,
          'associations',
          used.length,
        );
      const devices = await deviceRepository.countBy(trx, 'std_model_id', id);
      if (devices > 0)
        throw AppError.inUse(
          `id: standard model is used by ${devices} device(s); move or delete them first`,
          'devices',
          devices,
        );
      await stdModelRepository.remove(trx, id);
    });
  }
}
