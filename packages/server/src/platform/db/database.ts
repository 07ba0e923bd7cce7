import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Dialect, Migrations } from './migrations/helpers';
import type { PlatformTables } from './tables';

// PostgreSQL returns BIGINT (epoch milliseconds) as strings unless told otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** How long a readiness ping waits: `/readyz` answers within it when the database does not. */
const PING_TIMEOUT_MS = 2_000;

/** An open database: the query builder, its dialect, migrations and how to close it. */
export interface Database {
  db: Kysely<PlatformTables>;
  dialect: Dialect;
  /** Runs an owner's (the platform's or a module's) pending migrations in name order; returns the names it ran. */
  migrate(owner: string, migrations: Migrations): Promise<string[]>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Where to connect: a postgres URL, or a SQLite file (`:memory:` for tests). */
export type DatabaseTarget = { url: string; onConnectionLost?: (error: Error) => void } | { sqliteFile: string };

/** Opens the database: SQLite with WAL and foreign keys, or a PostgreSQL pool. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  const dialect: Dialect = 'url' in target ? 'postgres' : 'sqlite';
  let kysely: Kysely<PlatformTables>;
  if ('url' in target) {
    // A connection attempt gives up after 5 s, so calls answer 503 during an outage instead of hanging.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A connection lost while idle, or while checked out between statements, is reported here; without a
    // listener it would be an unhandled 'error' event that ends the process. The next query reconnects.
    const onLost = (error: Error) => target.onConnectionLost?.(error);
    pool.on('error', onLost);
    pool.on('connect', (client) => client.on('error', onLost));
    kysely = new Kysely<PlatformTables>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (target.sqliteFile !== ':memory:') mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
    const sqlite = new SQLite(target.sqliteFile);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = FULL');
    kysely = new Kysely<PlatformTables>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  // Asked once, on the first migration, not once per owner.
  let schema: Promise<string | undefined> | undefined;
  return {
    db: kysely,
    dialect,
    migrate: async (owner, migrations) => {
      schema ??= historySchema(kysely, dialect);
      return migrate(kysely, dialect, await schema, owner, migrations);
    },
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const answered = sql`select 1`.execute(kysely).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([answered, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => kysely.destroy(),
  };
};

// Kysely looks for its history tables in every schema unless told which one: with several schemas in
// one database (tests give each app its own) it could find another schema's table and skip creating its own.
const historySchema = async (db: Kysely<PlatformTables>, dialect: Dialect): Promise<string | undefined> => {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
};

const migrate = async (
  db: Kysely<PlatformTables>,
  dialect: Dialect,
  schema: string | undefined,
  owner: string,
  versions: Migrations,
): Promise<string[]> => {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(versions).map(([name, m]) => [name, { up: (d: Kysely<unknown>) => m.up(d, dialect) }]),
  );
  // Each owner keeps its own history table, so modules version their schema independently.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `beacon_migration_${owner.replace(/\W/g, '_')}`,
    migrationLockTableName: `beacon_migration_lock_${owner.replace(/\W/g, '_')}`,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${owner}/${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
