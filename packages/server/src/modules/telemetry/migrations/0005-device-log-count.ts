import type { Kysely } from 'kysely';
import type { VersionedMigration } from '../../../platform/db/migrations/helpers';

/** Device logs count what they stand for: repeated refusals of one reason within a minute share one row. */
export const migration0005: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('device_log')
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
};
