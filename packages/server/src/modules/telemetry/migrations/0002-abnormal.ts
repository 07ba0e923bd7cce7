import { DEVICE_LIMITS as D } from '@beacon/contracts/iot-device';
import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import { THING_MODEL_LIMITS as M } from '@beacon/contracts/thing-model-fields';
import { type Kysely, sql } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/**
 * Abnormal records: at most one open record per device, type and property (a partial unique index, so
 * two instances detecting the same thing open it once); indexed for the page's filters and its sort.
 */
export const migration0002: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('device_abnormal'), dialect)
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('dev_key', `varchar(${D.devKeyMax})`, (c) => c.notNull())
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('attr_key', `varchar(${M.identifierMax})`, (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('open_time', 'bigint', (c) => c.notNull())
      .addColumn('recover_time', 'bigint')
      .execute();
    await db.schema
      .createIndex('device_abnormal_open_uq')
      .on('device_abnormal')
      .columns(['iot_id', 'type', 'attr_key'])
      .unique()
      .where(sql.ref('status'), '=', 'open')
      .execute();
    const indexes: Record<string, string[]> = {
      device_abnormal_project_idx: ['project_code', 'open_time', 'id'],
      device_abnormal_status_idx: ['status', 'open_time', 'id'],
      device_abnormal_time_idx: ['open_time', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('device_abnormal').columns(columns).execute();
  },
};
