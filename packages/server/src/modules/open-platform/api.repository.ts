import type { ApiFilter, ApiPageRequest } from '@beacon/contracts/open-platform-api';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import type { OpenApiTable, OpenPlatformDatabase, OpenPlatformDb } from './tables';

const filtered = (db: OpenPlatformDb, filter: ApiFilter = {}) => {
  let query = db
    .selectFrom('open_api')
    .innerJoin('api_area', 'api_area.id', 'open_api.domain_id')
    .innerJoin('api_group', 'api_group.id', 'open_api.group_id')
    .leftJoin('service_cluster', 'service_cluster.id', 'open_api.cluster_id');
  if (filter.name) query = query.where(contains('open_api.name', filter.name));
  if (filter.path) query = query.where(contains('open_api.path', filter.path));
  if (filter.method) query = query.where('open_api.method', '=', filter.method);
  if (filter.domainId !== undefined) query = query.where('open_api.domain_id', '=', filter.domainId);
  if (filter.groupId !== undefined) query = query.where('open_api.group_id', '=', filter.groupId);
  if (filter.status) query = query.where('open_api.status', '=', filter.status);
  return query;
};

type Filtered = ReturnType<typeof filtered>;
/** An API row with its area's, group's and service cluster's names. */
const withNames = (query: Filtered) =>
  query
    .selectAll('open_api')
    .select(['api_area.name as domain_name', 'api_group.name as group_name', 'service_cluster.name as cluster_name']);

/** Queries of the business centre's APIs. */
export const apiRepository = {
  /** A page of APIs in the request's orders. */
  page: (db: Kysely<OpenPlatformDatabase>, request: ApiPageRequest) =>
    fetchOffsetPage(
      filtered(db, request.data),
      (query) => orderByFormB(withNames(query), request.orders, 'open_api'),
      request,
    ),

  /** APIs by name, at most `limit`. */
  list: (db: Kysely<OpenPlatformDatabase>, filter: ApiFilter, limit: number) =>
    withNames(filtered(db, filter)).orderBy('open_api.name').limit(limit).execute(),

  /** One API with its names. */
  find: (db: OpenPlatformDb, id: number) => withNames(filtered(db)).where('open_api.id', '=', id).executeTakeFirst(),

  /** Adds an API; its id. */
  insert: async (db: OpenPlatformDb, row: Insertable<OpenApiTable>) =>
    Number((await db.insertInto('open_api').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes an API while its status is still `status` (read before); the rows changed. */
  update: async (db: OpenPlatformDb, id: number, status: string, row: Partial<Insertable<OpenApiTable>>) =>
    Number(
      (await db.updateTable('open_api').set(row).where('id', '=', id).where('status', '=', status).executeTakeFirst())
        .numUpdatedRows,
    ),

  /** Deletes an API while its status is still `status`; the rows deleted. */
  remove: async (db: OpenPlatformDb, id: number, status: string) =>
    Number(
      (await db.deleteFrom('open_api').where('id', '=', id).where('status', '=', status).executeTakeFirst())
        .numDeletedRows,
    ),

  /** The online API other than `id` answering a method and path, if any. */
  onlineOn: (db: OpenPlatformDb, method: string, path: string, id: number) =>
    db
      .selectFrom('open_api')
      .select(['id', 'name'])
      .where('status', '=', 'online')
      .where('method', '=', method)
      .where('path', '=', path)
      .where('id', '<>', id)
      .executeTakeFirst(),

  /** How many APIs are in each status. */
  countByStatus: (db: OpenPlatformDb) =>
    db
      .selectFrom('open_api')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
};
