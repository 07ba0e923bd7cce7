import type { ThirdModelPageRequest } from '@beacon/contracts/iot-third-model';
import type { Insertable, Updateable } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { IotDb, ThirdModelTable } from './tables';

/** Queries of third-party thing models. */
export const thirdModelRepository = {
  findById: (db: IotDb, id: number) =>
    db.selectFrom('iot_third_model').selectAll().where('id', '=', id).executeTakeFirst(),
  page: (db: IotDb, filter: ThirdModelPageRequest) => {
    let query = db.selectFrom('iot_third_model');
    if (filter.name) query = query.where(contains('name', filter.name));
    if (filter.manufacturer) query = query.where(contains('manufacturer', filter.manufacturer));
    if (filter.modelNumber) query = query.where(contains('model_number', filter.modelNumber));
    if (filter.protocol) query = query.where('protocol', '=', filter.protocol);
    return fetchPage(query, (q) => q.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'), filter);
  },
  options: (db: IotDb, cap: number) =>
    db
      .selectFrom('iot_third_model')
      .select(['id', 'name', 'manufacturer', 'model_number'])
      .orderBy('manufacturer')
      .orderBy('model_number')
      .limit(cap)
      .execute(),
  insert: async (db: IotDb, row: Insertable<ThirdModelTable>): Promise<number> =>
    (await db.insertInto('iot_third_model').values(row).returning('id').executeTakeFirstOrThrow()).id,
  update: (db: IotDb, id: number, changes: Updateable<ThirdModelTable>) =>
    db.updateTable('iot_third_model').set(changes).where('id', '=', id).execute(),
  remove: (db: IotDb, id: number) => db.deleteFrom('iot_third_model').where('id', '=', id).execute(),
};
