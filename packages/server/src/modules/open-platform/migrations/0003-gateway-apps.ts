import { GATEWAY_APP_LIMITS as L } from '@beacon/contracts/gateway-app';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/**
 * Applications of the gateway (unique name and appId; the secret sealed, never in clear) and what they are bound
 * to: APIs (both sides cascade) and projects by code (the project table is another module's: no key to it, reads
 * join it).
 */
export const migration0003: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('gateway_app'), dialect)
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull().unique())
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('secret_sealed', 'varchar(256)', (c) => c.notNull())
      .addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('owner', 'varchar(64)', (c) => c.notNull())
      .addColumn('callback_url', `varchar(${L.callbackUrlMax})`, (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gateway_app_time_idx').on('gateway_app').columns(['create_date', 'id']).execute();

    await db.schema
      .createTable('gateway_app_api')
      .addColumn('gateway_app_id', 'integer', (c) => c.notNull().references('gateway_app.id').onDelete('cascade'))
      .addColumn('api_id', 'integer', (c) => c.notNull().references('open_api.id').onDelete('cascade'))
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('gateway_app_api_pk', ['gateway_app_id', 'api_id'])
      .execute();
    await db.schema.createIndex('gateway_app_api_api_idx').on('gateway_app_api').column('api_id').execute();

    await db.schema
      .createTable('gateway_app_project')
      .addColumn('gateway_app_id', 'integer', (c) => c.notNull().references('gateway_app.id').onDelete('cascade'))
      .addColumn('project_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('gateway_app_project_pk', ['gateway_app_id', 'project_code'])
      .execute();
    await db.schema
      .createIndex('gateway_app_project_code_idx')
      .on('gateway_app_project')
      .column('project_code')
      .execute();
  },
};
