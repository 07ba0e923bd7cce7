import type { Kysely } from 'kysely';
import type { VersionedMigration } from '../../../platform/db/migrations/helpers';

/**
 * The device list filtered by project alone (the console's usual view) reads its createDate order from an
 * index too, so its deep pages skip index entries instead of sorting every device of the project.
 */
export const migration0003: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('device_project_date_idx')
      .on('device')
      .columns(['project_code', 'create_date', 'id'])
      .execute();
  },
};
