import type { AiEventPageRequest } from '@beacon/contracts/ai-event';
import type { Insertable, Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { AiEventMediaTable, AiEventTable, EventCenterDatabase, EventCenterDb } from './tables';

type DB = Kysely<EventCenterDatabase>;

/** Queries of AI events and their media rows. */
export const aiEventRepository = {
  /** The device a devKey names, with what the ingest checks (secret, status) and the event's project. */
  deviceByKey: (db: DB, devKey: string) =>
    db
      .selectFrom('device')
      .select(['iot_id', 'dev_key', 'project_code', 'status', 'device_secret'])
      .where('dev_key', '=', devKey)
      .executeTakeFirst(),

  /** Inserts an event and its media rows; the event's id. */
  insert: async (
    db: EventCenterDb,
    event: Insertable<AiEventTable>,
    media: Omit<Insertable<AiEventMediaTable>, 'event_id'>[],
  ): Promise<number> => {
    const { id } = await db.insertInto('ai_event').values(event).returning('id').executeTakeFirstOrThrow();
    if (media.length)
      await db
        .insertInto('ai_event_media')
        .values(media.map((m) => ({ ...m, event_id: id })))
        .execute();
    return Number(id);
  },

  /** An AI event within the caller's projects, with its device's name. */
  findById: (db: EventCenterDb, id: number, scope: ProjectScope) =>
    db
      .selectFrom('ai_event as e')
      .leftJoin('device as d', 'd.iot_id', 'e.iot_id')
      .selectAll('e')
      .select('d.name')
      .where('e.id', '=', id)
      .where(projectScopeCondition(scope, 'e.project_code'))
      .executeTakeFirst(),

  /** The media rows of events, in each event's order. */
  mediaOf: (db: EventCenterDb, eventIds: readonly number[]) =>
    eventIds.length
      ? db
          .selectFrom('ai_event_media')
          .select(['event_id', 'media_key', 'media_type'])
          .where('event_id', 'in', eventIds)
          .orderBy('event_id')
          .orderBy('seq')
          .execute()
      : Promise.resolve([]),

  /** Handles an event still unhandled; the rows changed. */
  handle: (db: EventCenterDb, id: number, change: { status: string; by: string; at: number; note: string | null }) =>
    db
      .updateTable('ai_event')
      .set({ status: change.status, handled_by: change.by, handled_time: change.at, note: change.note })
      .where('id', '=', id)
      .where('status', '=', 'unhandled')
      .executeTakeFirst(),

  /** The oldest events that happened before a time (by `ts`, its index), at most `limit`. */
  idsBefore: async (db: EventCenterDb, before: number, limit: number): Promise<number[]> =>
    (
      await db
        .selectFrom('ai_event')
        .select('id')
        .where('ts', '<', before)
        .orderBy('ts')
        .orderBy('id')
        .limit(limit)
        .execute()
    ).map((row) => Number(row.id)),

  /** Deletes events and their media rows; the events deleted. */
  remove: async (db: EventCenterDb, ids: readonly number[]): Promise<number> => {
    if (!ids.length) return 0;
    await db.deleteFrom('ai_event_media').where('event_id', 'in', ids).execute();
    const result = await db.deleteFrom('ai_event').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** AI events of the caller's projects, newest first, with each device's current name. */
  page: (db: DB, filter: AiEventPageRequest, scope: ProjectScope) => {
    let query = db.selectFrom('ai_event as e').where(projectScopeCondition(scope, 'e.project_code'));
    if (filter.projectCode) query = query.where('e.project_code', '=', filter.projectCode);
    if (filter.iotId) query = query.where('e.iot_id', '=', filter.iotId);
    if (filter.devKey) query = query.where('e.dev_key', '=', filter.devKey);
    if (filter.algorithm) query = query.where('e.algorithm', '=', filter.algorithm);
    if (filter.status) query = query.where('e.status', '=', filter.status);
    if (filter.from !== undefined) query = query.where('e.ts', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('e.ts', '<=', filter.to);
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const pageIds = (offset: number, limit: number) =>
      query.select('e.id').orderBy('e.ts', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset);
    const readRows = (offset: number, limit: number) =>
      db
        .selectFrom('ai_event as e')
        .leftJoin('device as d', 'd.iot_id', 'e.iot_id')
        .selectAll('e')
        .select('d.name')
        .where('e.id', 'in', pageIds(offset, limit))
        .orderBy('e.ts', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },
};
