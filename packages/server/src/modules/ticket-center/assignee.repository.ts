import type { TicketCenterDb } from './tables';

/** Queries of whom work orders and rules may be assigned to (system-management's accounts and roles, read only). */
export const assigneeRepository = {
  /** Enabled accounts by user name, then sign-in name: only what a choice shows. */
  accounts: (db: TicketCenterDb, limit: number) =>
    db
      .selectFrom('account')
      .select(['id', 'account', 'user_name'])
      .where('status', '=', 'enabled')
      .orderBy('user_name')
      .orderBy('account')
      .limit(limit)
      .execute(),

  /** Roles by name. */
  roles: (db: TicketCenterDb, limit: number) =>
    db.selectFrom('role').select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).execute(),
};
