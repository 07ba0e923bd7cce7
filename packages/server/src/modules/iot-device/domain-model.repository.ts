import type { DomainModelPageRequest, DomainModelStatus } from '@beacon/contracts/iot-domain-model';
import type { Insertable, Updateable } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { DomainModelTable, IotDb } from './tables';

/** Queries of domain service models. */
export const domainModelRepository = {
  findById: (db: IotDb, id: number) =>
    db.selectFrom('iot_domain_model').selectAll().where('id', '=', id).executeTakeFirst(),
  page: (db: IotDb, filter: DomainModelPageRequest) => {
    let query = db.selectFrom('iot_domain_model');
    if (filter.name) query = query.where(contains('name', filter.name));
    if (filter.domain) query = query.where('domain', '=', filter.domain);
    if (filter.status) query = query.where('status', '=', filter.status);
    return fetchPage(query, (q) => q.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'), filter);
  },
  options: (db: IotDb, status: DomainModelStatus | undefined, cap: number) => {
    let query = db.selectFrom('iot_domain_model').select(['id', 'name', 'code', 'domain', 'status']);
    if (status) query = query.where('status', '=', status);
    return query.orderBy('name').orderBy('id').limit(cap).execute();
  },
  insert: async (db: IotDb, row: Insertable<DomainModelTable>): Promise<number> =>
    (await db.insertInto('iot_domain_model').values(row).returning('id').executeTakeFirstOrThrow()).id,
  update: (db: IotDb, id: number, changes: Updateable<DomainModelTable>) =>
    db.updateTable('iot_domain_model').set(changes).where('id', '=', id).execute(),
  remove: (db: IotDb, id: number) => db.deleteFrom('iot_domain_model').where('id', '=', id).execute(),
};
