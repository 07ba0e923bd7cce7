import type { Kysely } from 'kysely';
import type { VersionedMigration } from '../../../platform/db/migrations/helpers';

/**
 * Indexes that hold the operation-log list's order (create_date, id) after each filter it offers, so a page
 * and its bounded total read index entries only; they replace the platform's date and account indexes.
 */
export const migration0001: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    const indexes: Record<string, string[]> = {
      opera_log_date_id_idx: ['create_date', 'id'],
      opera_log_account_date_id_idx: ['account', 'create_date', 'id'],
      opera_log_module_date_id_idx: ['module', 'create_date', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes))
      await db.schema.createIndex(name).ifNotExists().on('opera_log').columns(columns).execute();
    await db.schema.dropIndex('opera_log_date_idx').ifExists().execute();
    await db.schema.dropIndex('opera_log_account_idx').ifExists().execute();
  },
};
