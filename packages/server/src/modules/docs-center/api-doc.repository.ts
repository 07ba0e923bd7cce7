import type { DocsCenterDb } from './tables';

/** Queries of the API documentation (read-only, over the business centre's tables). */
export const apiDocRepository = {
  /** Every online API's published definition (JSON text) and deploy time. */
  onlineApis: (db: DocsCenterDb) =>
    db
      .selectFrom('open_api')
      .select(['id', 'published', 'published_at'])
      .where('status', '=', 'online')
      .where('published', 'is not', null)
      .where('published_at', 'is not', null)
      .execute(),

  /** The areas of these ids. */
  areas: (db: DocsCenterDb, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('api_area')
          .select(['id', 'name', 'code', 'description', 'sort'])
          .where('id', 'in', [...ids])
          .execute(),

  /** The groups of these ids. */
  groups: (db: DocsCenterDb, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('api_group')
          .select(['id', 'name', 'description'])
          .where('id', 'in', [...ids])
          .execute(),
};
