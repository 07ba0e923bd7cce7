import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE_CODE } from '@beacon/contracts/system-management';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/auth/passwords';
import type { SystemDatabase } from './tables';

/** What the first start created; the generated password is shown once and never stored in clear. */
export interface AdminSeed {
  created: boolean;
  generatedPassword: string | null;
}

/** Creates the built-in admin role and, on an empty database, the `admin` account. */
export const ensureAdmin = async (
  db: Kysely<SystemDatabase>,
  configuredPassword: string | undefined,
): Promise<AdminSeed> => {
  const now = Date.now();
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
  const adminRole = await db.selectFrom('role').select('id').where('code', '=', ADMIN_ROLE_CODE).executeTakeFirst();
  const anyAccount = await db.selectFrom('account').select('id').limit(1).executeTakeFirst();
  if (!adminRole || anyAccount) return { created: false, generatedPassword: null };
  const generatedPassword = configuredPassword ? null : randomBytes(12).toString('base64url');
  const password = configuredPassword ?? generatedPassword ?? '';
  const passwordHash = await hashPassword(password);
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('account')
      .values({
        account: 'admin',
        user_name: '管理员',
        mobile: '',
        email: '',
        password_hash: passwordHash,
        status: 'enabled',
        last_login_at: null,
        create_date: now,
        update_date: now,
      })
      .onConflict((oc) => oc.column('account').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx.insertInto('account_role').values({ account_id: inserted.id, role_id: adminRole.id }).execute();
    return true;
  });
  return { created, generatedPassword: created ? generatedPassword : null };
};

/** The start-up banner line about the admin account. */
export const adminAnnouncement = (seed: AdminSeed): string => {
  if (seed.generatedPassword) {
    return `Admin account:   admin / ${seed.generatedPassword}   (generated once; change it after signing in)`;
  }
  if (seed.created) return 'Admin account:   admin / the password in BEACON_ADMIN_PASSWORD';
  return 'Admin account:   admin (existing database: password unchanged)';
};
