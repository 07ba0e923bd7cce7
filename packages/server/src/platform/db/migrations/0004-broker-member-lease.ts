import type { Kysely } from 'kysely';
import type { VersionedMigration } from './helpers';

/** Leases of the instances ingesting from an external broker: who holds each member's broker session. */
export const migration0004: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('broker_member_lease')
      .addColumn('member', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('share_group', 'varchar(64)', (c) => c.notNull())
      .addColumn('holder', 'varchar(64)', (c) => c.notNull())
      .addColumn('connections', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('broker_member_lease_group_idx')
      .on('broker_member_lease')
      .columns(['share_group', 'expires_at'])
      .execute();
  },
};
