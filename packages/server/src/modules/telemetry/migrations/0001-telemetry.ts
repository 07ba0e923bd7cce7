import { DEVICE_LIMITS as D } from '@beacon/contracts/iot-device';
import { THING_MODEL_LIMITS as M } from '@beacon/contracts/thing-model-fields';
import { type Kysely, sql } from 'kysely';
import type { Dialect, VersionedMigration } from '../../../platform/db/migrations/helpers';

const bigId = (dialect: Dialect) =>
  dialect === 'postgres'
    ? { type: 'bigserial' as const, primaryKey: true }
    : { type: 'integer' as const, primaryKey: true };

/**
 * Telemetry: every value (history, by device, property and time), the latest value per device and property
 * (primary key), and the device log (by device and time, by type and time, by time).
 */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const id = bigId(dialect);
    await db.schema
      .createTable('telemetry_history')
      .addColumn('id', sql.raw(id.type), (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('attr_key', `varchar(${M.identifierMax})`, (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('value_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('telemetry_history_key_time_idx')
      .on('telemetry_history')
      .columns(['iot_id', 'attr_key', 'value_time'])
      .execute();
    await db.schema
      .createTable('telemetry_latest')
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('attr_key', `varchar(${M.identifierMax})`, (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('value_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('telemetry_latest_pk', ['iot_id', 'attr_key'])
      .execute();
    await db.schema
      .createTable('device_log')
      .addColumn('id', sql.raw(id.type), (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('dev_key', `varchar(${D.devKeyMax})`, (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .execute();
    const indexes: Record<string, string[]> = {
      device_log_device_idx: ['iot_id', 'create_date', 'id'],
      device_log_dev_key_idx: ['dev_key', 'create_date', 'id'],
      device_log_type_idx: ['type', 'create_date', 'id'],
      device_log_date_idx: ['create_date', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('device_log').columns(columns).execute();
  },
};
