import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/** Projects: the code unique by constraint; the page's filter and sort columns indexed. */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('project'), dialect)
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull().unique())
      .addColumn('project_name', `varchar(${PROJECT_LIMITS.name})`, (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('address', `varchar(${PROJECT_LIMITS.address})`, (c) => c.notNull())
      .addColumn('longitude', 'double precision')
      .addColumn('latitude', 'double precision')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    for (const column of ['project_name', 'type', 'area_code', 'status']) {
      await db.schema.createIndex(`project_${column}_idx`).on('project').column(column).execute();
    }
    await db.schema.createIndex('project_create_date_idx').on('project').columns(['create_date', 'id']).execute();
  },
};
