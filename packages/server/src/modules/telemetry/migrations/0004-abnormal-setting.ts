import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import type { Kysely } from 'kysely';
import type { VersionedMigration } from '../../../platform/db/migrations/helpers';

/** Abnormal-detection limits per project (offline and silent minutes, stuck repeats); no row = the defaults. */
export const migration0004: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('abnormal_setting')
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.primaryKey())
      .addColumn('offline_minutes', 'integer', (c) => c.notNull())
      .addColumn('silent_minutes', 'integer', (c) => c.notNull())
      .addColumn('stuck_repeats', 'integer', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
  },
};
