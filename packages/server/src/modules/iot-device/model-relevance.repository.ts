import type { ModelRelevancePageRequest } from '@beacon/contracts/iot-third-model';
import type { Insertable, Updateable } from 'kysely';
import { fetchPage } from '../../platform/db/paging';
import type { IotDb, ModelRelevanceTable } from './tables';

const withNames = (db: IotDb) =>
  db
    .selectFrom('iot_model_relevance as r')
    .innerJoin('iot_std_model as s', 's.id', 'r.std_model_id')
    .innerJoin('iot_third_model as t', 't.id', 'r.third_model_id');

const columns = [
  'r.id',
  'r.std_model_id',
  'r.third_model_id',
  'r.mappings',
  'r.create_date',
  'r.update_date',
  's.name as std_model_name',
  't.name as third_model_name',
] as const;

/** Queries of model associations (rows carry both models' names). */
export const modelRelevanceRepository = {
  findById: (db: IotDb, id: number) => withNames(db).select(columns).where('r.id', '=', id).executeTakeFirst(),
  page: (db: IotDb, filter: ModelRelevancePageRequest) => {
    let query = withNames(db);
    if (filter.stdModelId !== undefined) query = query.where('r.std_model_id', '=', filter.stdModelId);
    if (filter.thirdModelId !== undefined) query = query.where('r.third_model_id', '=', filter.thirdModelId);
    return fetchPage(query, (q) => q.select(columns).orderBy('r.create_date', 'desc').orderBy('r.id', 'desc'), filter);
  },
  /** Whether an association maps the third-party model onto the standard one. */
  associates: async (db: IotDb, stdModelId: number, thirdModelId: number): Promise<boolean> =>
    (await db
      .selectFrom('iot_model_relevance')
      .select('id')
      .where('std_model_id', '=', stdModelId)
      .where('third_model_id', '=', thirdModelId)
      .executeTakeFirst()) !== undefined,
  /** The associated pairs among these standard models, as `<std>/<third>` keys. */
  pairsOf: async (db: IotDb, stdModelIds: readonly number[]): Promise<Set<string>> => {
    if (stdModelIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('iot_model_relevance')
      .select(['std_model_id', 'third_model_id'])
      .where('std_model_id', 'in', [...stdModelIds])
      .execute();
    return new Set(rows.map((row) => `${row.std_model_id}/${row.third_model_id}`));
  },
  /** The associations using a model, on either side. */
  usingModel: (db: IotDb, side: 'std_model_id' | 'third_model_id', modelId: number) =>
    db.selectFrom('iot_model_relevance').selectAll().where(side, '=', modelId).orderBy('id').execute(),
  insert: async (db: IotDb, row: Insertable<ModelRelevanceTable>): Promise<number> =>
    (await db.insertInto('iot_model_relevance').values(row).returning('id').executeTakeFirstOrThrow()).id,
  update: (db: IotDb, id: number, changes: Updateable<ModelRelevanceTable>) =>
    db.updateTable('iot_model_relevance').set(changes).where('id', '=', id).execute(),
  remove: (db: IotDb, id: number) => db.deleteFrom('iot_model_relevance').where('id', '=', id).execute(),
};
