import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/** Indexes of a list: each filter it offers followed by the list's order (create_date, id), and the order alone. */
const listIndexes = async (db: Kysely<unknown>, table: string, filters: readonly string[]) => {
  await db.schema.createIndex(`${table}_date_id_idx`).ifNotExists().on(table).columns(['create_date', 'id']).execute();
  for (const column of filters)
    await db.schema
      .createIndex(`${table}_${column}_date_id_idx`)
      .ifNotExists()
      .on(table)
      .columns([column, 'create_date', 'id'])
      .execute();
};

/** The API call log (gateway calls) and the scene log (automation runs), append-only, listed newest first. */
export const migration0002: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('api_call_log').ifNotExists(), dialect)
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('app_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('api_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('method', 'varchar(8)', (c) => c.notNull())
      .addColumn('path', 'varchar(512)', (c) => c.notNull())
      .addColumn('http_status', 'integer', (c) => c.notNull())
      .addColumn('result', 'varchar(16)', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('client_ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('error_message', 'varchar(1024)', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .execute();
    await listIndexes(db, 'api_call_log', ['app_id', 'api_name', 'result']);
    await withId(db.schema.createTable('scene_log').ifNotExists(), dialect)
      .addColumn('rule_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('rule_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('trigger_desc', 'varchar(128)', (c) => c.notNull())
      .addColumn('result', 'varchar(16)', (c) => c.notNull())
      .addColumn('detail', 'varchar(2000)', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .execute();
    await listIndexes(db, 'scene_log', ['rule_id', 'result']);
  },
};
