import type { ApiGroupFilter, ApiGroupPageRequest } from '@beacon/contracts/open-platform';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import type { ApiGroupTable, OpenPlatformDatabase, OpenPlatformDb } from './tables';

const filtered = (db: OpenPlatformDb, filter: ApiGroupFilter = {}) => {
  let query = db.selectFrom('api_group').innerJoin('api_area', 'api_area.id', 'api_group.domain_id');
  if (filter.name) query = query.where(contains('api_group.name', filter.name));
  if (filter.domainId !== undefined) query = query.where('api_group.domain_id', '=', filter.domainId);
  return query;
};

/** Queries of API groups (each with its area's name). */
export const groupRepository = {
  /** A page of groups in the request's orders. */
  page: (db: Kysely<OpenPlatformDatabase>, request: ApiGroupPageRequest) =>
    fetchOffsetPage(
      filtered(db, request.data),
      (query) =>
        orderByFormB(query.selectAll('api_group').select('api_area.name as domain_name'), request.orders, 'api_group'),
      request,
    ),

  /** Groups by name, at most `limit`. */
  list: (db: Kysely<OpenPlatformDatabase>, filter: ApiGroupFilter, limit: number) =>
    filtered(db, filter)
      .selectAll('api_group')
      .select('api_area.name as domain_name')
      .orderBy('api_group.name')
      .limit(limit)
      .execute(),

  /** One group with its area's name. */
  find: (db: OpenPlatformDb, id: number) =>
    filtered(db)
      .selectAll('api_group')
      .select('api_area.name as domain_name')
      .where('api_group.id', '=', id)
      .executeTakeFirst(),

  /** Adds a group; its id. */
  insert: async (db: OpenPlatformDb, row: Insertable<ApiGroupTable>) =>
    Number((await db.insertInto('api_group').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes a group; the rows changed. */
  update: async (db: OpenPlatformDb, id: number, row: Partial<Insertable<ApiGroupTable>>) =>
    Number((await db.updateTable('api_group').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows),

  /** Moves a group's APIs to the group's area (after the group moved). */
  moveApis: (db: OpenPlatformDb, groupId: number, domainId: number) =>
    db.updateTable('open_api').set({ domain_id: domainId }).where('group_id', '=', groupId).execute(),

  /** Deletes a group. */
  remove: (db: OpenPlatformDb, id: number) => db.deleteFrom('api_group').where('id', '=', id).execute(),

  /** How many APIs are in a group. */
  apiCount: async (db: OpenPlatformDb, id: number) =>
    Number(
      (
        await db
          .selectFrom('open_api')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('group_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    ),
};
