import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Dialect, Migrations } from './migrations/helpers';
import type { PlatformTables } from './tables';

// PostgreSQL returns BIGINT (epoch milliseconds) as strings unless told otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

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
export type DatabaseTarget = { url: string } | { sqliteFile: string };

/** Opens the database: SQLite with WAL and foreign keys, or a PostgreSQL pool. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  const dialect: Dialect = 'url' in target ? 'postgres' : 'sqlite';
  let kysely: Kysely<PlatformTables>;
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
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
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
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
