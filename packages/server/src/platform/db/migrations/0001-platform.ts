import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from './helpers';

// `ifNotExists`: databases created before migrations were split per module already hold these tables.
/** Secrets, idempotency keys and the operation log. */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await db.schema
      .createTable('platform_secret')
      .ifNotExists()
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('idempotency_key')
      .ifNotExists()
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('msg_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('method', 'varchar(8)', (c) => c.notNull())
      .addColumn('path', 'varchar(512)', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('body', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_key_pk', ['account_id', 'msg_id'])
      .execute();
    await db.schema
      .createIndex('idempotency_key_created_idx')
      .ifNotExists()
      .on('idempotency_key')
      .column('created_at')
      .execute();

    await withId(db.schema.createTable('opera_log').ifNotExists(), dialect)
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      .addColumn('module', 'varchar(64)', (c) => c.notNull())
      .addColumn('action', 'varchar(128)', (c) => c.notNull())
      .addColumn('method', 'varchar(8)', (c) => c.notNull())
      .addColumn('path', 'varchar(512)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('msg_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('result_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('http_status', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('opera_log_date_idx').ifNotExists().on('opera_log').column('create_date').execute();
    await db.schema
      .createIndex('opera_log_account_idx')
      .ifNotExists()
      .on('opera_log')
      .columns(['account', 'create_date'])
      .execute();
  },
};
