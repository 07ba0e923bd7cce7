import { DEVICE_LIMITS as D } from '@beacon/contracts/iot-device';
import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import { THING_MODEL_LIMITS as M } from '@beacon/contracts/thing-model-fields';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/**
 * Device events: each accepted event uplink with its name and type from the model at the time; indexed for
 * the device detail (by device and time), the event center (by project and time, by devKey and time) and
 * the unfiltered list (by time), each followed by id for the list's sort.
 */
export const migration0003: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('device_event'), dialect)
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('dev_key', `varchar(${D.devKeyMax})`, (c) => c.notNull())
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull())
      .addColumn('identifier', `varchar(${M.identifierMax})`, (c) => c.notNull())
      .addColumn('event_name', `varchar(${M.nameMax})`, (c) => c.notNull())
      .addColumn('event_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('occur_time', 'bigint', (c) => c.notNull())
      .addColumn('receive_time', 'bigint', (c) => c.notNull())
      .execute();
    const indexes: Record<string, string[]> = {
      device_event_device_idx: ['iot_id', 'occur_time', 'id'],
      device_event_dev_key_idx: ['dev_key', 'occur_time', 'id'],
      device_event_project_idx: ['project_code', 'occur_time', 'id'],
      device_event_time_idx: ['occur_time', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('device_event').columns(columns).execute();
  },
};
