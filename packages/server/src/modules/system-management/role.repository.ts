import type { RolePageRequest } from '@beacon/contracts/system-management';
import type { Insertable, Updateable } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { RoleTable, SystemDb } from './tables';

type Db = SystemDb;

/** Queries of roles. */
export const roleRepository = {
  findById: (db: Db, id: number) => db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst(),
  findByCode: (db: Db, code: string) => db.selectFrom('role').selectAll().where('code', '=', code).executeTakeFirst(),
  findByIds: (db: Db, ids: number[]) =>
    ids.length === 0 ? Promise.resolve([]) : db.selectFrom('role').selectAll().where('id', 'in', ids).execute(),
  page: (db: Db, filter: RolePageRequest) => {
    let query = db.selectFrom('role');
    if (filter.name) query = query.where(contains('name', filter.name));
    if (filter.code) query = query.where(contains('code', filter.code));
    return fetchPage(
      query,
      (q) => q.selectAll().orderBy('builtin', 'desc').orderBy('create_date', 'desc').orderBy('id', 'desc'),
      filter,
    );
  },
  /** Every role, capped (the account form's choices). */
  all: (db: Db, cap: number) =>
    db.selectFrom('role').selectAll().orderBy('builtin', 'desc').orderBy('name').limit(cap).execute(),
  insert: async (db: Db, row: Insertable<RoleTable>): Promise<number> => {
    const inserted = await db.insertInto('role').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },
  update: (db: Db, id: number, changes: Updateable<RoleTable>) =>
    db.updateTable('role').set(changes).where('id', '=', id).execute(),
  remove: (db: Db, id: number) => db.deleteFrom('role').where('id', '=', id).execute(),
  /** Names of the accounts holding a role, alphabetically, at most `limit`. */
  holders: (db: Db, roleId: number, limit: number) =>
    db
      .selectFrom('account_role')
      .innerJoin('account', 'account.id', 'account_role.account_id')
      .select('account.account')
      .where('account_role.role_id', '=', roleId)
      .orderBy('account.account')
      .limit(limit)
      .execute(),
  /** How many accounts hold a role. */
  countHolders: async (db: Db, roleId: number): Promise<number> => {
    const row = await db
      .selectFrom('account_role')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
