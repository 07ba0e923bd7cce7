import { ALARM_LIMITS } from '@beacon/contracts/alarm';
import { DEVICE_LIMITS as D } from '@beacon/contracts/iot-device';
import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import { WORK_ORDER_LIMITS } from '@beacon/contracts/work-order';
import { RULE_LIMITS } from '@beacon/contracts/work-order-rule';
import { TEMPLATE_LIMITS } from '@beacon/contracts/work-order-template';
import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';

const SHORT = 'varchar(16)';

/**
 * Templates, rules, work orders with their timeline, and the per-day number counter. A work order's number is
 * unique and so is its alarm (a rule opens one per alarm, however often and wherever the alarm is told).
 */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await withId(db.schema.createTable('work_order_template'), dialect)
      .addColumn('name', `varchar(${TEMPLATE_LIMITS.nameMax})`, (c) => c.notNull().unique())
      .addColumn('kind', SHORT, (c) => c.notNull())
      .addColumn('form_fields', 'text', (c) => c.notNull())
      .addColumn('default_priority', SHORT, (c) => c.notNull())
      .addColumn('sla_hours', 'integer', (c) => c.notNull())
      .addColumn('description', `varchar(${TEMPLATE_LIMITS.descriptionMax})`, (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('work_order_rule'), dialect)
      .addColumn('name', `varchar(${RULE_LIMITS.nameMax})`, (c) => c.notNull().unique())
      .addColumn('min_severity', SHORT, (c) => c.notNull())
      .addColumn('source', SHORT, (c) => c.notNull())
      .addColumn('source_key', `varchar(${ALARM_LIMITS.sourceKeyMax})`)
      .addColumn('project_codes', 'text', (c) => c.notNull())
      .addColumn('template_id', 'integer', (c) => c.notNull().references('work_order_template.id'))
      .addColumn('assignee_account_id', 'integer')
      .addColumn('assignee_role_id', 'integer')
      .addColumn('priority', SHORT, (c) => c.notNull())
      .addColumn('auto_resolve', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('work_order'), dialect)
      .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('title', `varchar(${WORK_ORDER_LIMITS.titleMax})`, (c) => c.notNull())
      .addColumn('template_id', 'integer', (c) => c.notNull().references('work_order_template.id'))
      .addColumn('project_code', `varchar(${PROJECT_LIMITS.code})`, (c) => c.notNull())
      .addColumn('iot_id', `varchar(${D.iotIdMax})`)
      .addColumn('dev_key', `varchar(${D.devKeyMax})`)
      .addColumn('alarm_id', 'integer', (c) => c.unique())
      .addColumn('rule_id', 'integer')
      .addColumn('priority', SHORT, (c) => c.notNull())
      .addColumn('status', SHORT, (c) => c.notNull())
      .addColumn('assignee_account_id', 'integer')
      .addColumn('deadline', 'bigint', (c) => c.notNull())
      .addColumn('overdue', 'integer', (c) => c.notNull())
      .addColumn('form_values', 'text', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    const indexes: Record<string, string[]> = {
      work_order_project_idx: ['project_code', 'create_time', 'id'],
      work_order_status_idx: ['status', 'create_time', 'id'],
      work_order_assignee_idx: ['assignee_account_id', 'create_time', 'id'],
      work_order_deadline_idx: ['overdue', 'deadline'],
      work_order_time_idx: ['create_time', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).on('work_order').columns(columns).execute();

    await withId(db.schema.createTable('work_order_timeline'), dialect)
      .addColumn('work_order_id', 'integer', (c) => c.notNull().references('work_order.id').onDelete('cascade'))
      .addColumn('action', SHORT, (c) => c.notNull())
      .addColumn('from_status', SHORT)
      .addColumn('to_status', SHORT, (c) => c.notNull())
      .addColumn('author', 'varchar(64)', (c) => c.notNull())
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('note', `varchar(${WORK_ORDER_LIMITS.noteMax})`, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('work_order_timeline_order_idx')
      .on('work_order_timeline')
      .columns(['work_order_id', 'id'])
      .execute();

    await db.schema
      .createTable('work_order_number')
      .addColumn('day', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute();
  },
};
