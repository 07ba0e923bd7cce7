import { ROLE_BUTTONS, SYSTEM_PAGES } from '@beacon/contracts/system-management.endpoints';
import { expect, it } from 'vitest';
import { createAccountWith, TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

const MODULE = 'system-management';
const ADMIN_ROLE_ID = 1;

describeEachDatabase('role lifecycle', (dialect) => {
  let t: TestApp;
  let admin: string;
  withSignedInApp(dialect, (app, token) => {
    t = app;
    admin = token;
  });

  it('keeps the built-in admin role read-only, saying so', async () => {
    const edit = await t.call('PUT', '/api/v1/system/role/update', {
      token: admin,
      body: { id: ADMIN_ROLE_ID, name: 'Admin', resources: [] },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      code: 403,
      msg: "id: the built-in role 'admin' is read-only; it cannot be changed or deleted",
      refusals: [{ path: 'id', reason: 'roleReadOnly', params: { code: 'admin' } }],
    });
    const removal = await t.call('DELETE', `/api/v1/system/role/${ADMIN_ROLE_ID}`, { token: admin, body: {} });
    expect(removal.statusCode).toBe(403);
    expect(removal.json().msg).toMatch(/read-only/);
  });

  it('lists the accounts holding a role and refuses to delete it while any do', async () => {
    const first = await createAccountWith(t, admin, ['log-manage'], 'holder-b');
    const second = await t.call('POST', '/api/v1/system/account/save', {
      token: admin,
      body: {
        account: 'holder-a',
        password: TEST_ACCOUNT_PASSWORD,
        userName: 'A',
        mobile: '13800138000',
        roleIds: [first.roleId],
      },
    });
    expect(second.statusCode).toBe(200);
    const holders = await t.call('GET', `/api/v1/system/role/${first.roleId}/holders`, { token: admin });
    expect(holders.json().data).toEqual({ total: 2, accounts: ['holder-a', 'holder-b'] });
    const refused = await t.call('DELETE', `/api/v1/system/role/${first.roleId}`, { token: admin, body: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('id: role is assigned to 2 account(s): holder-a, holder-b; unassign it first');
    for (const id of [first.accountId, second.json().data.id]) {
      expect((await t.call('DELETE', `/api/v1/system/account/${id}`, { token: admin, body: {} })).statusCode).toBe(200);
    }
    expect((await t.call('GET', `/api/v1/system/role/${first.roleId}/holders`, { token: admin })).json().data).toEqual({
      total: 0,
      accounts: [],
    });
    expect((await t.call('DELETE', `/api/v1/system/role/${first.roleId}`, { token: admin, body: {} })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/api/v1/system/role/${first.roleId}/holders`, { token: admin })).statusCode).toBe(404);
  });

  it("applies a role change to its holders' next request, on the same token", async () => {
    const resources = [
      MODULE,
      'PlatformManage',
      SYSTEM_PAGES.role,
      ROLE_BUTTONS.create,
      'log-manage',
      'LogManage',
      'LogManage.operaLog',
    ];
    const { roleId, account } = await createAccountWith(t, admin, resources, 'changing');
    const token = await t.login(account, TEST_ACCOUNT_PASSWORD);
    const menus = async () =>
      ((await t.call('GET', '/api/v1/auth/menus', { token })).json().data as { code: string }[]).map((m) => m.code);
    const logPage = () => t.call('POST', '/api/v1/system/opera-log/page', { token, body: {} });
    expect((await logPage()).statusCode).toBe(200);
    expect(await menus()).toContain('log-manage');

    const narrowed = await t.call('PUT', '/api/v1/system/role/update', {
      token: admin,
      body: { id: roleId, name: 'Changing', resources: [MODULE, 'PlatformManage', SYSTEM_PAGES.role] },
    });
    expect(narrowed.statusCode).toBe(200);
    const denied = await logPage();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('no permission: log-manage, LogManage.operaLog not granted');
    expect(await menus()).not.toContain('log-manage');
    expect(await menus()).toContain(MODULE);
    const create = await t.call('POST', '/api/v1/system/role/save', { token, body: { code: 'mine', name: 'Mine' } });
    expect(create.statusCode).toBe(403);
    // Widened again: allowed again, still without a new sign-in.
    await t.call('PUT', '/api/v1/system/role/update', {
      token: admin,
      body: { id: roleId, name: 'Changing', resources },
    });
    expect((await logPage()).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/auth/user-info', { token })).json().data.resources).toContainEqual({
      code: 'LogManage.operaLog',
    });
  });

  it('lets a non-admin grant only what it holds, and answers 403 to holders lookups without the role page', async () => {
    const token = await (async () => {
      const { account } = await createAccountWith(
        t,
        admin,
        [MODULE, 'PlatformManage', SYSTEM_PAGES.role, ROLE_BUTTONS.create],
        'granter',
      );
      return t.login(account, TEST_ACCOUNT_PASSWORD);
    })();
    const wider = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'wider', name: 'Wider', resources: [MODULE, 'log-manage'] },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().msg).toBe('this role grants resources you do not hold: log-manage');
    const { account } = await createAccountWith(t, admin, ['log-manage', 'LogManage'], 'no-role-page');
    const outsider = await t.login(account, TEST_ACCOUNT_PASSWORD);
    expect((await t.call('GET', `/api/v1/system/role/${ADMIN_ROLE_ID}/holders`, { token: outsider })).statusCode).toBe(
      403,
    );
  });
});
