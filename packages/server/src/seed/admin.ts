import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountRepository } from '../modules/system/account.repository';
import { roleRepository } from '../modules/system/role.repository';
import { ADMIN_ROLE_CODE } from '../modules/system/role.service';
import { hashPassword } from '../platform/auth/passwords';
import type { DB } from '../platform/db/schema';

/** What the first start created; the generated password is shown once and never stored in clear. */
export interface AdminSeed {
  created: boolean;
  generatedPassword: string | null;
}

/** Creates the built-in admin role and, on an empty database, the `admin` account. */
export const ensureAdmin = async (db: Kysely<DB>, configuredPassword: string | undefined): Promise<AdminSeed> => {
  const now = Date.now();
  let adminRole = await roleRepository.findByCode(db, ADMIN_ROLE_CODE);
  if (!adminRole) {
    await db
      .insertInto('role')
      .values({
        name: '超级管理员',
        code: ADMIN_ROLE_CODE,
        description: 'Built-in administrator: every module, page and button',
        resources: '[]',
        builtin: 1,
        create_date: now,
        update_date: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    adminRole = await roleRepository.findByCode(db, ADMIN_ROLE_CODE);
  }
  if (!adminRole || (await accountRepository.count(db)) > 0) return { created: false, generatedPassword: null };
  const generatedPassword = configuredPassword ? null : randomBytes(12).toString('base64url');
  const password = configuredPassword ?? generatedPassword ?? '';
  const roleId = adminRole.id;
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('account')
      .values({
        account: 'admin',
        user_name: '管理员',
        mobile: '',
        email: '',
        password_hash: await hashPassword(password),
        status: 'enabled',
        last_login_at: null,
        create_date: now,
        update_date: now,
      })
      .onConflict((oc) => oc.column('account').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx.insertInto('account_role').values({ account_id: inserted.id, role_id: roleId }).execute();
    return true;
  });
  return { created, generatedPassword: created ? generatedPassword : null };
};
