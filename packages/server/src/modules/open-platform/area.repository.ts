import type { ApiAreaFilter, ApiAreaPageRequest } from '@beacon/contracts/open-platform';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import type { ApiAreaTable, OpenPlatformDatabase, OpenPlatformDb } from './tables';

const filtered = (db: Kysely<OpenPlatformDatabase>, filter: ApiAreaFilter = {}) => {
  let query = db.selectFrom('api_area');
  if (filter.name) query = query.where(contains('api_area.name', filter.name));
  if (filter.code) query = query.where('api_area.code', '=', filter.code);
  return query;
};

/** Queries of API areas. */
export const areaRepository = {
  /** A page of areas in the request's orders. */
  page: (db: Kysely<OpenPlatformDatabase>, request: ApiAreaPageRequest) =>
    fetchOffsetPage(
      filtered(db, request.data),
      (query) => orderByFormB(query.selectAll('api_area'), request.orders, 'api_area'),
      request,
    ),

  /** Areas by sort then name, at most `limit`. */
  list: (db: Kysely<OpenPlatformDatabase>, filter: ApiAreaFilter, limit: number) =>
    filtered(db, filter).selectAll().orderBy('sort').orderBy('name').limit(limit).execute(),

  /** One area. */
  find: (db: OpenPlatformDb, id: number) =>
    db.selectFrom('api_area').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Adds an area; its id. */
  insert: async (db: OpenPlatformDb, row: Insertable<ApiAreaTable>) =>
    Number((await db.insertInto('api_area').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes an area; the rows changed. */
  update: async (db: OpenPlatformDb, id: number, row: Partial<Insertable<ApiAreaTable>>) =>
    Number((await db.updateTable('api_area').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows),

  /** Deletes an area. */
  remove: (db: OpenPlatformDb, id: number) => db.deleteFrom('api_area').where('id', '=', id).execute(),

  /** How many groups and APIs are in an area. */
  usage: async (db: OpenPlatformDb, id: number) => {
    const count = (table: 'api_group' | 'open_api') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('domain_id', '=', id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const [groups, apis] = await Promise.all([count('api_group'), count('open_api')]);
    return { groups, apis };
  },
};
