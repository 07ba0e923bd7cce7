import { type AccountPageRequest, ADMIN_ROLE_CODE } from '@beacon/contracts/system-management';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { contains } from '../../platform/db/contains';
import type { Dialect } from '../../platform/db/migrations/helpers';
import { fetchPage } from '../../platform/db/paging';
import type { AccountTable, SystemDatabase, SystemDb } from './tables';

type Db = SystemDb;

/** Queries of accounts and their role and project links. */
export const accountRepository = {
  findById: (db: Db, id: number) => db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst(),
  findByAccount: (db: Db, account: string) =>
    db.selectFrom('account').selectAll().where('account', '=', account).executeTakeFirst(),
  count: async (db: Db): Promise<number> => {
    const row = await db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  page: (db: Db, filter: AccountPageRequest) => {
    let query = db.selectFrom('account');
    if (filter.account) query = query.where(contains('account', filter.account));
    if (filter.userName) query = query.where(contains('user_name', filter.userName));
    if (filter.mobile) query = query.where(contains('mobile', filter.mobile));
    if (filter.status) query = query.where('status', '=', filter.status);
    const { roleId, projectCode } = filter;
    if (roleId !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('account_role')
            .select('account_role.role_id')
            .whereRef('account_role.account_id', '=', 'account.id')
            .where('account_role.role_id', '=', roleId),
        ),
      );
    }
    if (projectCode) {
      // Empty projectCodes = every project, so such accounts see this one too.
      const links = (eb: ExpressionBuilder<SystemDatabase, 'account'>) =>
        eb
          .selectFrom('account_project')
          .select('account_project.project_code')
          .whereRef('account_project.account_id', '=', 'account.id');
      query = query.where((eb) =>
        eb.or([
          eb.exists(links(eb).where('account_project.project_code', '=', projectCode)),
          eb.not(eb.exists(links(eb))),
        ]),
      );
    }
    return fetchPage(query, (q) => q.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'), filter);
  },
  /** Sets the status in one statement; returns whether the account exists. */
  setStatus: async (db: Db, id: number, status: string, at: number): Promise<boolean> => {
    const result = await db
      .updateTable('account')
      .set({ status, update_date: at })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  /**
   * Serializes changes that could leave no enabled administrator: on PostgreSQL the admin role row is
   * locked until the transaction ends (SQLite runs one write transaction at a time anyway).
   */
  lockAdminChanges: async (db: Db, dialect: Dialect): Promise<void> => {
    if (dialect !== 'postgres') return;
    await db.selectFrom('role').select('id').where('code', '=', ADMIN_ROLE_CODE).forUpdate().execute();
  },
  insert: async (db: Db, row: Insertable<AccountTable>): Promise<number> => {
    const inserted = await db.insertInto('account').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },
  update: (db: Db, id: number, changes: Updateable<AccountTable>) =>
    db.updateTable('account').set(changes).where('id', '=', id).execute(),
  touchLastLogin: (db: Db, id: number, at: number) =>
    db.updateTable('account').set({ last_login_at: at }).where('id', '=', id).execute(),
  remove: (db: Db, id: number) => db.deleteFrom('account').where('id', '=', id).execute(),

  rolesOf: (db: Db, accountId: number) =>
    db
      .selectFrom('account_role')
      .innerJoin('role', 'role.id', 'account_role.role_id')
      .select(['role.id', 'role.code', 'role.name', 'role.resources', 'role.builtin'])
      .where('account_role.account_id', '=', accountId)
      .orderBy('role.id')
      .execute(),
  roleLinksOf: (db: Db, accountIds: number[]) =>
    accountIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('account_role')
          .innerJoin('role', 'role.id', 'account_role.role_id')
          .select(['account_role.account_id', 'role.id', 'role.name'])
          .where('account_role.account_id', 'in', accountIds)
          .orderBy('role.id')
          .execute(),
  projectLinksOf: (db: Db, accountIds: number[]) =>
    accountIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('account_project')
          .selectAll()
          .where('account_id', 'in', accountIds)
          .orderBy('project_code')
          .execute(),
  replaceRoles: async (db: Db, accountId: number, roleIds: number[]) => {
    await db.deleteFrom('account_role').where('account_id', '=', accountId).execute();
    if (roleIds.length > 0) {
      await db
        .insertInto('account_role')
        .values(roleIds.map((role_id) => ({ account_id: accountId, role_id })))
        .execute();
    }
  },
  replaceProjects: async (db: Db, accountId: number, codes: string[]) => {
    await db.deleteFrom('account_project').where('account_id', '=', accountId).execute();
    if (codes.length > 0) {
      await db
        .insertInto('account_project')
        .values(codes.map((project_code) => ({ account_id: accountId, project_code })))
        .execute();
    }
  },
  /** Enabled accounts holding a role with this code, other than `exceptId`. */
  countEnabledWithRole: async (db: Db, roleCode: string, exceptId: number): Promise<number> => {
    const row = await db
      .selectFrom('account')
      .innerJoin('account_role', 'account_role.account_id', 'account.id')
      .innerJoin('role', 'role.id', 'account_role.role_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role.code', '=', roleCode)
      .where('account.status', '=', 'enabled')
      .where('account.id', '!=', exceptId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
