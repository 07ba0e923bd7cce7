import type { RolePageRequest } from '@beacon/contracts/system';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { contains } from '../../platform/db/contains';
import { countRows, onePage } from '../../platform/db/paging';
import type { DB, RoleTable } from '../../platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Queries of roles. */
export const roleRepository = {
  findById: (db: Db, id: number) => db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst(),
  findByCode: (db: Db, code: string) => db.selectFrom('role').selectAll().where('code', '=', code).executeTakeFirst(),
  findByName: (db: Db, name: string) => db.selectFrom('role').selectAll().where('name', '=', name).executeTakeFirst(),
  findByIds: (db: Db, ids: number[]) =>
    ids.length === 0 ? Promise.resolve([]) : db.selectFrom('role').selectAll().where('id', 'in', ids).execute(),
  page: async (db: Db, filter: RolePageRequest) => {
    let query = db.selectFrom('role');
    if (filter.name) query = query.where(contains('name', filter.name));
    if (filter.code) query = query.where(contains('code', filter.code));
    const total = await countRows(query);
    const rows = await onePage(
      query.selectAll().orderBy('builtin', 'desc').orderBy('create_date', 'desc').orderBy('id', 'desc'),
      filter,
    ).execute();
    return { rows, total };
  },
  insert: async (db: Db, row: Insertable<RoleTable>): Promise<number> => {
    const inserted = await db.insertInto('role').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },
  update: (db: Db, id: number, changes: Updateable<RoleTable>) =>
    db.updateTable('role').set(changes).where('id', '=', id).execute(),
  remove: (db: Db, id: number) => db.deleteFrom('role').where('id', '=', id).execute(),
  countHolders: async (db: Db, roleId: number): Promise<number> => {
    const row = await db
      .selectFrom('account_role')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
