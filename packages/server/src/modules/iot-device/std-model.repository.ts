import type { StdModelPageRequest } from '@beacon/contracts/iot-model';
import type { Insertable, Updateable } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { IotDb, StdModelTable } from './tables';

/** Queries of standard thing models. */
export const stdModelRepository = {
  findById: (db: IotDb, id: number) =>
    db.selectFrom('iot_std_model').selectAll().where('id', '=', id).executeTakeFirst(),
  page: (db: IotDb, filter: StdModelPageRequest) => {
    let query = db.selectFrom('iot_std_model');
    if (filter.name) query = query.where(contains('name', filter.name));
    if (filter.productKey) query = query.where(contains('product_key', filter.productKey));
    if (filter.groupId !== undefined) query = query.where('group_id', '=', filter.groupId);
    if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
    return fetchPage(query, (q) => q.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'), filter);
  },
  /** Every model's id, name and key, capped (the choices of a select). */
  options: (db: IotDb, cap: number) =>
    db
      .selectFrom('iot_std_model')
      .select(['id', 'name', 'product_key'])
      .orderBy('name')
      .orderBy('id')
      .limit(cap)
      .execute(),
  insert: async (db: IotDb, row: Insertable<StdModelTable>): Promise<number> =>
    (await db.insertInto('iot_std_model').values(row).returning('id').executeTakeFirstOrThrow()).id,
  update: (db: IotDb, id: number, changes: Updateable<StdModelTable>) =>
    db.updateTable('iot_std_model').set(changes).where('id', '=', id).execute(),
  remove: (db: IotDb, id: number) => db.deleteFrom('iot_std_model').where('id', '=', id).execute(),
  /** How many standard models refer to a record through a column. */
  countBy: async (db: IotDb, column: 'group_id' | 'category_id' | 'domain_model_id', id: number): Promise<number> => {
    const row = await db
      .selectFrom('iot_std_model')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
