import type { Kysely } from 'kysely';
import type { VersionedMigration } from './helpers';

/** Idempotency keys remember which request they answered; the operation log keeps the user agent. */
export const migration0002: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('idempotency_key')
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('opera_log')
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
