import { GATEWAY_LIMITS as L } from '@beacon/contracts/gateway';
import { CLUSTER_LIMITS } from '@beacon/contracts/gateway-cluster';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/**
 * The gateway's service clusters (unique name; nodes as JSON text) and plugins (unique name; config as JSON text)
 * with their API bindings (both sides cascade). APIs name their cluster by `open_api.cluster_id`, which has no key:
 * deleting a cluster an API uses is refused before it.
 */
export const migration0002: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('service_cluster'), dialect)
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull().unique())
      .addColumn('nodes', 'text', (c) => c.notNull())
      .addColumn('balance', 'varchar(16)', (c) => c.notNull())
      .addColumn('timeout_ms', 'integer', (c) => c.notNull())
      .addColumn('retries', 'integer', (c) => c.notNull())
      .addColumn('health_path', `varchar(${CLUSTER_LIMITS.healthPathMax})`)
      .addColumn('health_interval_s', 'integer')
      .addColumn('description', `varchar(${L.descriptionMax})`, (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('service_cluster_time_idx')
      .on('service_cluster')
      .columns(['create_date', 'id'])
      .execute();

    await withId(db.schema.createTable('gateway_plugin'), dialect)
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull().unique())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gateway_plugin_time_idx')
      .on('gateway_plugin')
      .columns(['create_date', 'id'])
      .execute();

    await db.schema
      .createTable('gateway_plugin_api')
      .addColumn('plugin_id', 'integer', (c) => c.notNull().references('gateway_plugin.id').onDelete('cascade'))
      .addColumn('api_id', 'integer', (c) => c.notNull().references('open_api.id').onDelete('cascade'))
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('gateway_plugin_api_pk', ['plugin_id', 'api_id'])
      .execute();
    await db.schema.createIndex('gateway_plugin_api_api_idx').on('gateway_plugin_api').column('api_id').execute();
  },
};
