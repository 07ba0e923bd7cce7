import { IOT_MODEL_LIMITS as L } from '@beacon/contracts/iot-model';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

const name = `varchar(${L.nameMax})` as const;
const key = `varchar(${L.keyMax})` as const;
const description = `varchar(${L.descriptionMax})` as const;

/** Product groups, device categories, domain service models, standard and third-party models, associations. */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('iot_product_group'), dialect)
      .addColumn('name', name, (c) => c.notNull().unique())
      .addColumn('description', description, (c) => c.notNull().defaultTo(''))
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('iot_device_category'), dialect)
      .addColumn('name', name, (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('iot_device_category.id').onDelete('restrict'))
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('iot_device_category_parent_idx')
      .on('iot_device_category')
      .column('parent_id')
      .execute();

    await withId(db.schema.createTable('iot_domain_model'), dialect)
      .addColumn('name', name, (c) => c.notNull())
      .addColumn('code', key, (c) => c.notNull().unique())
      .addColumn('domain', 'varchar(16)', (c) => c.notNull())
      .addColumn('version', `varchar(${L.versionMax})` as const, (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('description', description, (c) => c.notNull().defaultTo(''))
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('iot_std_model'), dialect)
      .addColumn('name', name, (c) => c.notNull())
      .addColumn('product_key', key, (c) => c.notNull().unique())
      .addColumn('group_id', 'integer', (c) => c.references('iot_product_group.id').onDelete('restrict'))
      .addColumn('category_id', 'integer', (c) => c.references('iot_device_category.id').onDelete('restrict'))
      .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
      .addColumn('domain_model_id', 'integer', (c) => c.references('iot_domain_model.id').onDelete('restrict'))
      .addColumn('description', description, (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('alarm_rules', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .execute();
    for (const column of ['group_id', 'category_id', 'domain_model_id'])
      await db.schema.createIndex(`iot_std_model_${column}_idx`).on('iot_std_model').column(column).execute();

    await withId(db.schema.createTable('iot_third_model'), dialect)
      .addColumn('name', name, (c) => c.notNull())
      .addColumn('manufacturer', name, (c) => c.notNull())
      .addColumn('model_number', key, (c) => c.notNull())
      .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
      .addColumn('description', description, (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('iot_third_model_number_uq', ['manufacturer', 'model_number'])
      .execute();

    await withId(db.schema.createTable('iot_model_relevance'), dialect)
      .addColumn('std_model_id', 'integer', (c) => c.notNull().references('iot_std_model.id').onDelete('restrict'))
      .addColumn('third_model_id', 'integer', (c) => c.notNull().references('iot_third_model.id').onDelete('restrict'))
      .addColumn('mappings', 'text', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('iot_model_relevance_pair_uq', ['std_model_id', 'third_model_id'])
      .execute();
    await db.schema
      .createIndex('iot_model_relevance_third_idx')
      .on('iot_model_relevance')
      .column('third_model_id')
      .execute();
  },
};
