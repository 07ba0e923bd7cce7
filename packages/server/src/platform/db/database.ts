import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Dialect } from './migrations/helpers';
import { MIGRATIONS } from './migrations/index';
import type { DB } from './schema';

// PostgreSQL returns BIGINT (epoch milliseconds) as strings unless told otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** An open database: the query builder, its dialect and how to close it. */
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Where to connect: a postgres URL, or a SQLite file (`:memory:` for tests). */
export type DatabaseTarget = { url: string } | { sqliteFile: string };

/** Opens the database (SQLite with WAL and foreign keys, or a PostgreSQL pool) and runs pending migrations. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  const dialect: Dialect = 'url' in target ? 'postgres' : 'sqlite';
  let kysely: Kysely<DB>;
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (target.sqliteFile !== ':memory:') mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
    const sqlite = new SQLite(target.sqliteFile);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = FULL');
    kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  await migrate(kysely, dialect);
  return {
    db: kysely,
    dialect,
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

const migrate = async (db: Kysely<DB>, dialect: Dialect): Promise<void> => {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (d: Kysely<unknown>) => m.up(d, dialect) }]),
  );
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
};
