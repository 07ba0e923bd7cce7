import { OPEN_PLATFORM_LIMITS as L } from '@beacon/contracts/open-platform';
import { type Kysely, sql } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

const SHORT = 'varchar(16)';
const PATH = `varchar(${L.pathMax})` as const;

/**
 * Areas, groups and APIs of the business centre: names unique in each table (so is an area's code); a group in
 * an area, an API in an area and a group (deleting one in use is refused before these keys would); at most one
 * online API per method and gateway path (a partial unique index, so concurrent deploys cannot both win).
 */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('api_area'), dialect)
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull().unique())
      .addColumn('code', `varchar(${L.codeMax})`, (c) => c.notNull().unique())
      .addColumn('description', `varchar(${L.descriptionMax})`, (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('api_group'), dialect)
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull().unique())
      .addColumn('domain_id', 'integer', (c) => c.notNull().references('api_area.id'))
      .addColumn('description', `varchar(${L.descriptionMax})`, (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('api_group_area_idx').on('api_group').columns(['domain_id', 'id']).execute();

    await withId(db.schema.createTable('open_api'), dialect)
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull().unique())
      .addColumn('method', SHORT, (c) => c.notNull())
      .addColumn('path', PATH, (c) => c.notNull())
      .addColumn('domain_id', 'integer', (c) => c.notNull().references('api_area.id'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('api_group.id'))
      .addColumn('cluster_id', 'integer')
      .addColumn('backend_path', PATH, (c) => c.notNull())
      .addColumn('builtin', SHORT)
      .addColumn('request_schema', 'text')
      .addColumn('response_schema', 'text')
      .addColumn('description', `varchar(${L.descriptionMax})`, (c) => c.notNull())
      .addColumn('status', SHORT, (c) => c.notNull())
      .addColumn('published', 'text')
      .addColumn('published_at', 'bigint')
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('open_api_online_route_uq')
      .on('open_api')
      .columns(['method', 'path'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('online'))
      .execute();
    const indexes: Record<string, string[]> = {
      open_api_area_idx: ['domain_id', 'id'],
      open_api_group_idx: ['group_id', 'id'],
      open_api_cluster_idx: ['cluster_id', 'id'],
      open_api_status_idx: ['status', 'id'],
      open_api_time_idx: ['create_date', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('open_api').columns(columns).execute();
  },
};
