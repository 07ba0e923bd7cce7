import { sql } from 'kysely';
import type { TestApp } from '../test/test-app';

/** Tables an error answer may change by design: the audit trail, stored replies of msgIds, failed sign-ins. */
export const WRITTEN_ON_ERROR = new Set(['opera_log', 'idempotency_key', 'login_failure']);
/**
 * Tables written in the background whatever the requests: the broker's presence tracking, the broker-member
 * leases, and the device log, whose refusal counts are added every few seconds.
 */
export const WRITTEN_IN_BACKGROUND = new Set(['device_heartbeat', 'broker_member_lease', 'device_log']);

const COUNTER = 'fuzz_change';

/** A table of the app's database and its columns. */
export interface AppTable {
  name: string;
  columns: { name: string; dataType: string }[];
}

/** The tables of the app's own database (its schema on PostgreSQL), with their columns. */
export const appTables = async (t: TestApp): Promise<AppTable[]> => {
  const { db, dialect } = t.app.platform.database;
  const schema =
    dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  return (await db.introspection.getTables()).filter((table) => dialect !== 'postgres' || table.schema === schema);
};

/**
 * Counts every row inserted, updated or deleted in every other table of the app's database, by triggers
 * (one counter row per table): reading it is one small query, and unlike row counts or update times it
 * also sees an update that leaves no timestamp and a delete followed by an insert. Returns the reader:
 * the counters of the tables changed so far, as a comparable text.
 */
export const installChangeCounter = async (t: TestApp): Promise<() => Promise<string>> => {
  const { db, dialect } = t.app.platform.database;
  const tables = (await appTables(t))
    .map((table) => table.name)
    .filter((name) => !WRITTEN_ON_ERROR.has(name) && !WRITTEN_IN_BACKGROUND.has(name))
    .filter((name) => !name.startsWith('beacon_migration') && name !== COUNTER);
  await sql`create table ${sql.table(COUNTER)} (tbl varchar(128) primary key, n bigint not null)`.execute(db);
  if (dialect === 'postgres') {
    await sql`create function fuzz_bump() returns trigger language plpgsql as $$
      begin update fuzz_change set n = n + 1 where tbl = TG_TABLE_NAME; return null; end $$`.execute(db);
  }
  for (const table of tables) {
    await sql`insert into ${sql.table(COUNTER)} (tbl, n) values (${table}, 0)`.execute(db);
    if (dialect === 'postgres') {
      await sql`create trigger ${sql.id(`fuzz_${table}`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function fuzz_bump()`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`fuzz_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update fuzz_change set n = n + 1 where tbl = ${sql.lit(table)}; end`.execute(db);
      }
    }
  }
  return async () => {
    const rows = await sql<{ tbl: string; n: number | string }>`
      select tbl, n from ${sql.table(COUNTER)} where n > 0 order by tbl`.execute(db);
    return rows.rows.map((row) => `${row.tbl}=${row.n}`).join(' ');
  };
};
