import { DEVICE_LIMITS as L } from '@beacon/contracts/iot-device';
import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

/**
 * Devices: a serial id (the stable tie-break of the createDate sort), iotId and devKey unique by constraint, models and categories by foreign key;
 * project_code has no foreign key (projects are the project module's) but is indexed with the page's
 * filters and its createDate sort.
 */
export const migration0002: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('device'), dialect)
      .addColumn('iot_id', `varchar(${L.iotIdMax})`, (c) => c.notNull().unique())
      .addColumn('dev_key', `varchar(${L.devKeyMax})`, (c) => c.notNull().unique())
      .addColumn('name', `varchar(${L.nameMax})`, (c) => c.notNull())
      .addColumn('std_model_id', 'integer', (c) => c.notNull().references('iot_std_model.id').onDelete('restrict'))
      .addColumn('third_model_id', 'integer', (c) => c.references('iot_third_model.id').onDelete('restrict'))
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.references('iot_device_category.id').onDelete('restrict'))
      .addColumn('area_code', 'varchar(6)')
      .addColumn('address', `varchar(${L.addressMax})`, (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('last_online_time', 'bigint')
      .addColumn('firmware', `varchar(${L.firmwareMax})`, (c) => c.notNull().defaultTo(''))
      .addColumn('device_secret', `varchar(${L.secretMax})`, (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    const indexes: Record<string, string[]> = {
      device_project_status_date_idx: ['project_code', 'status', 'create_date', 'id'],
      device_status_date_idx: ['status', 'create_date', 'id'],
      device_create_date_idx: ['create_date', 'id'],
      device_std_model_idx: ['std_model_id', 'create_date'],
      device_third_model_idx: ['third_model_id'],
      device_category_idx: ['category_id', 'create_date'],
      device_area_idx: ['area_code'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('device').columns(columns).execute();
  },
};
