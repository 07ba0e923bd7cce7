import { sql } from 'kysely';
import type { TestApp } from './test-app';

/** A password every test account gets (strong enough for the policy). */
export const TEST_ACCOUNT_PASSWORD = 'plain-test-account-secret-7';

let sequence = 0;

/** Creates a role with exactly these resources and an account holding it (as admin); returns both ids. */
export const createAccountWith = async (
  t: TestApp,
  adminToken: string,
  resources: readonly string[],
  name = `acct${++sequence}`,
): Promise<{ accountId: number; roleId: number; account: string }> => {
  const role = await t.call('POST', '/api/v1/system/role/save', {
    token: adminToken,
    body: { code: `r-${name}`, name: `Role ${name}`, resources },
  });
  if (role.statusCode !== 200) throw new Error(`role for ${name}: ${role.body}`);
  const roleId = Number(role.json().data.id);
  const account = await t.call('POST', '/api/v1/system/account/save', {
    token: adminToken,
    body: { account: name, password: TEST_ACCOUNT_PASSWORD, userName: name, mobile: '13800138000', roleIds: [roleId] },
  });
  if (account.statusCode !== 200) throw new Error(`account ${name}: ${account.body}`);
  return { accountId: Number(account.json().data.id), roleId, account: name };
};

/** Creates an account holding exactly these resources and signs it in; returns its access token. */
export const signInWith = async (t: TestApp, adminToken: string, resources: readonly string[]): Promise<string> => {
  const { account } = await createAccountWith(t, adminToken, resources);
  return t.login(account, TEST_ACCOUNT_PASSWORD);
};

/** Every row of the tables that hold who may do what, as one comparable text. */
export const authorizationSnapshot = async (t: TestApp): Promise<string> => {
  const db = t.app.platform.database.db;
  const tables = ['account', 'role', 'account_role', 'account_project', 'login_failure'];
  const rows = await Promise.all(
    tables.map((table) => sql`select * from ${sql.table(table)} order by 1, 2`.execute(db).then((r) => r.rows)),
  );
  return JSON.stringify(rows);
};
