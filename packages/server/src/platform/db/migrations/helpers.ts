import type { CreateTableBuilder, Kysely } from 'kysely';

/** The SQL dialect a migration runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** Adds an auto-increment integer primary key `id` in the dialect's own way. */
export const withId = <T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) =>
  dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

/** A migration: `up` only; schema changes are forward-only and each version runs once. */
export interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** A module's migrations by version name; names sort in the order they run. */
export type Migrations = Record<string, VersionedMigration>;
