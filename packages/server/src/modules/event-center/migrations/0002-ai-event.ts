import { AI_EVENT_LIMITS } from '@beacon/contracts/ai-event';
import { DEVICE_LIMITS as D } from '@beacon/contracts/iot-device';
import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/** AI events and their media files; indexed for the page's filters followed by its sort (ts, id). */
export const migration0002: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('ai_event'), dialect)
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('dev_key', `varchar(${D.devKeyMax})`, (c) => c.notNull())
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull())
      .addColumn('algorithm', 'varchar(16)', (c) => c.notNull())
      .addColumn('confidence', 'double precision', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('received_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('handled_by', 'varchar(64)')
      .addColumn('handled_time', 'bigint')
      .addColumn('note', `varchar(${AI_EVENT_LIMITS.noteMax})`)
      .execute();
    const indexes: Record<string, string[]> = {
      ai_event_project_idx: ['project_code', 'ts', 'id'],
      ai_event_device_idx: ['iot_id', 'ts', 'id'],
      ai_event_dev_key_idx: ['dev_key', 'ts', 'id'],
      ai_event_status_idx: ['status', 'ts', 'id'],
      ai_event_algorithm_idx: ['algorithm', 'ts', 'id'],
      ai_event_time_idx: ['ts', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('ai_event').columns(columns).execute();

    await withId(db.schema.createTable('ai_event_media'), dialect)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('ai_event.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('media_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('media_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ai_event_media_event_idx').on('ai_event_media').columns(['event_id', 'seq']).execute();
  },
};
