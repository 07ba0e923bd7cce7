import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

// `ifNotExists`: databases created before migrations were split per module already hold these tables.
/** Accounts, roles, their links, sessions, refresh tokens and sign-in failures. */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('account').ifNotExists(), dialect)
      .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('last_login_at', 'bigint')
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('role').ifNotExists(), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('resources', 'text', (c) => c.notNull())
      .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_role')
      .ifNotExists()
      .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('restrict'))
      .addPrimaryKeyConstraint('account_role_pk', ['account_id', 'role_id'])
      .execute();
    await db.schema.createIndex('account_role_role_idx').ifNotExists().on('account_role').column('role_id').execute();

    await db.schema
      .createTable('account_project')
      .ifNotExists()
      .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('project_code', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_project_pk', ['account_id', 'project_code'])
      .execute();

    await db.schema
      .createTable('session')
      .ifNotExists()
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('revoked_reason', 'varchar(32)')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('session_account_idx').ifNotExists().on('session').column('account_id').execute();

    await db.schema
      .createTable('refresh_token')
      .ifNotExists()
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('session.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('refresh_token_session_idx')
      .ifNotExists()
      .on('refresh_token')
      .column('session_id')
      .execute();

    await withId(db.schema.createTable('login_failure').ifNotExists(), dialect)
      .addColumn('account_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failure_key_idx')
      .ifNotExists()
      .on('login_failure')
      .columns(['account_key', 'created_at'])
      .execute();
  },
};
