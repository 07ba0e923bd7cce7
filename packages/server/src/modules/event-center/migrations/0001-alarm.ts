import { ALARM_LIMITS } from '@beacon/contracts/alarm';
import { DEVICE_LIMITS as D } from '@beacon/contracts/iot-device';
import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import { type Kysely, sql } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

const KEY = `varchar(${ALARM_LIMITS.sourceKeyMax})` as const;
const ACCOUNT = 'varchar(64)';

/**
 * Alarms, their comments and the rule holds. At most one open alarm per device, source and key (a partial unique
 * index, so concurrent reports and several instances raise it once); indexed for the page's filters and its sort.
 */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('alarm'), dialect)
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('dev_key', `varchar(${D.devKeyMax})`, (c) => c.notNull())
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('source_key', KEY, (c) => c.notNull())
      .addColumn('severity', 'varchar(16)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('first_time', 'bigint', (c) => c.notNull())
      .addColumn('last_time', 'bigint', (c) => c.notNull())
      .addColumn('acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ack_by', ACCOUNT)
      .addColumn('ack_time', 'bigint')
      .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cleared_by', ACCOUNT)
      .addColumn('clear_time', 'bigint')
      .execute();
    await db.schema
      .createIndex('alarm_open_uq')
      .on('alarm')
      .columns(['iot_id', 'source', 'source_key'])
      .unique()
      .where(sql.ref('cleared'), '=', sql.lit(0))
      .execute();
    const indexes: Record<string, string[]> = {
      alarm_project_idx: ['project_code', 'first_time', 'id'],
      alarm_device_idx: ['iot_id', 'first_time', 'id'],
      alarm_dev_key_idx: ['dev_key', 'first_time', 'id'],
      alarm_state_idx: ['cleared', 'acknowledged', 'first_time', 'id'],
      alarm_time_idx: ['first_time', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('alarm').columns(columns).execute();

    await withId(db.schema.createTable('alarm_comment'), dialect)
      .addColumn('alarm_id', 'integer', (c) => c.notNull().references('alarm.id').onDelete('cascade'))
      .addColumn('author', ACCOUNT, (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('system', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('alarm_comment_alarm_idx').on('alarm_comment').columns(['alarm_id', 'id']).execute();

    await db.schema
      .createTable('alarm_hold')
      .addColumn('iot_id', `varchar(${D.iotIdMax})`, (c) => c.notNull())
      .addColumn('source_key', KEY, (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('alarm_hold_pk', ['iot_id', 'source_key'])
      .execute();
  },
};
