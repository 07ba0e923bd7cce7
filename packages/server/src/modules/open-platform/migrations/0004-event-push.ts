import type { Kysely } from 'kysely';
import { type Dialect, type VersionedMigration, withId } from '../../../platform/db/migrations/helpers';
import { EVENT_PUSH_ERROR_MAX as ERROR_MAX } from '../event-push-options';

/**
 * Event push: the event types each application subscribes to, and the durable queue of events to POST to their
 * callback URLs (one row per application and event, leased by one instance at a time). Both cascade with the app.
 */
export const migration0004: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    await db.schema
      .createTable('gateway_app_event')
      .addColumn('gateway_app_id', 'integer', (c) => c.notNull().references('gateway_app.id').onDelete('cascade'))
      .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('gateway_app_event_pk', ['gateway_app_id', 'event_type'])
      .execute();

    await withId(db.schema.createTable('gateway_event_push'), dialect)
      .addColumn('gateway_app_id', 'integer', (c) => c.notNull().references('gateway_app.id').onDelete('cascade'))
      .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('first_attempt_at', 'bigint')
      .addColumn('lease_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_status', 'integer')
      .addColumn('last_error', `varchar(${ERROR_MAX})`, (c) => c.notNull().defaultTo(''))
      .addColumn('create_date', 'bigint', (c) => c.notNull())
      .addColumn('update_date', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('gateway_event_push_event_uq', ['gateway_app_id', 'event_id'])
      .execute();
    await db.schema
      .createIndex('gateway_event_push_due_idx')
      .on('gateway_event_push')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('gateway_event_push_app_idx')
      .on('gateway_event_push')
      .columns(['gateway_app_id', 'status'])
      .execute();
    await db.schema
      .createIndex('gateway_event_push_purge_idx')
      .on('gateway_event_push')
      .columns(['status', 'update_date'])
      .execute();
  },
};
