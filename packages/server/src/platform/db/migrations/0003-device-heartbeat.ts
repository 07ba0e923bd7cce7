import type { Kysely } from 'kysely';
import type { VersionedMigration } from './helpers';

/** When each device behind an external broker was last heard from, and whether the platform counts it online. */
export const migration0003: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_heartbeat')
      .addColumn('dev_key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('online', 'integer', (c) => c.notNull())
      .addColumn('last_seen', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('device_heartbeat_online_idx')
      .on('device_heartbeat')
      .columns(['online', 'last_seen'])
      .execute();
  },
};
