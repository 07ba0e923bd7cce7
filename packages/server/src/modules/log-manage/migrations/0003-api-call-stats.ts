import type { Kysely } from 'kysely';
import type { VersionedMigration } from '../../../platform/db/migrations/helpers';
import { LATENCY_COLUMNS } from '../latency-histogram';

/** A table of calls per period: key (period_start, api_id, app_id), names, counts and the latency histogram. */
const periodTable = async (db: Kysely<unknown>, table: string) => {
  let create = db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('api_id', 'integer', (c) => c.notNull())
    .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('api_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('app_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull());
  for (const column of LATENCY_COLUMNS) create = create.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await create.addPrimaryKeyConstraint(`${table}_pk`, ['period_start', 'api_id', 'app_id']).execute();
};

/**
 * The API call log gains the API's id, the refusal's reason key and the body sizes; the monitor's counts per
 * minute and per hour (written with the log, in the same flush; nothing to backfill: no gateway wrote before).
 */
export const migration0003: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('api_call_log').addColumn('api_id', 'integer').execute();
    await db.schema
      .alterTable('api_call_log')
      .addColumn('reason', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    for (const column of ['bytes_in', 'bytes_out'])
      await db.schema
        .alterTable('api_call_log')
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    await periodTable(db, 'api_call_minute');
    await periodTable(db, 'api_call_hour');
  },
};
