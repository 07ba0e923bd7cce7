import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { ACCOUNT_BUTTONS, ROLE_BUTTONS, SYSTEM_PAGES } from '@beacon/contracts/system-management.endpoints';
import { expect, it } from 'vitest';
import { authorizationSnapshot, createAccountWith, signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

const MODULE = 'system-management';
const ROLE_PAGE_ONLY = [MODULE, 'PlatformManage', SYSTEM_PAGES.role, ...Object.values(ROLE_BUTTONS)];
const ACCOUNT_MANAGER = [MODULE, 'PlatformManage', SYSTEM_PAGES.account, ...Object.values(ACCOUNT_BUTTONS)];
const ADMIN_ROLE_ID = 1;
const ADMIN_ACCOUNT_ID = 1;

describeEachDatabase('no escalation', (dialect) => {
  let t: TestApp;
  let admin: string;
  withSignedInApp(dialect, (app, token) => {
    t = app;
    admin = token;
  });

  it('an account holding only the role page cannot read or change any account, nor grant any role', async () => {
    const token = await signInWith(t, admin, ROLE_PAGE_ONLY);
    const before = await authorizationSnapshot(t);
    const attempts = [
      t.call('POST', '/api/v1/system/account/page', { token, body: {} }),
      t.call('GET', `/api/v1/system/account/${ADMIN_ACCOUNT_ID}`, { token }),
      t.call('PUT', '/api/v1/system/account/update', {
        token,
        body: { id: 2, userName: 'me', mobile: '13800138000', roleIds: [ADMIN_ROLE_ID] },
      }),
      t.call('POST', `/api/v1/system/account/${ADMIN_ACCOUNT_ID}/reset-password`, {
        token,
        body: { password: 'taken-over-by-me-now' },
      }),
      t.call('POST', '/api/v1/system/role/list', { token, body: {} }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect(await authorizationSnapshot(t)).toBe(before);
  });

  it('nobody creates or edits a role granting more than they hold', async () => {
    const token = await signInWith(t, admin, ROLE_PAGE_ONLY);
    const wider = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'wider', name: 'Wider', resources: [...ROLE_PAGE_ONLY, SYSTEM_PAGES.account] },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().msg).toBe('this role grants resources you do not hold: PlatformManage.account');
    const within = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'within', name: 'Within', resources: [MODULE, SYSTEM_PAGES.role] },
    });
    expect(within.statusCode).toBe(200);
    const widen = await t.call('PUT', '/api/v1/system/role/update', {
      token,
      body: { id: within.json().data.id, name: 'Within', resources: ['log-manage'] },
    });
    expect(widen.statusCode).toBe(403);
    // A role granting more than the caller holds cannot be edited (or emptied) or deleted by it either.
    const strong = await createAccountWith(t, admin, ALL_RESOURCES, 'strong');
    const narrow = await t.call('PUT', '/api/v1/system/role/update', {
      token,
      body: { id: strong.roleId, name: 'Emptied', resources: [] },
    });
    expect(narrow.statusCode).toBe(403);
  });

  it('an account manager assigns only roles within its own resources, and never the admin role', async () => {
    const token = await signInWith(t, admin, ACCOUNT_MANAGER);
    const logsRole = (await createAccountWith(t, admin, ['log-manage'], 'logs-holder')).roleId;
    const ownRole = (await createAccountWith(t, admin, [MODULE, SYSTEM_PAGES.account], 'own-holder')).roleId;
    const options = await t.call('POST', '/api/v1/system/role/list', { token, body: {} });
    const assignable = Object.fromEntries(
      (options.json().data as { id: number; assignable: boolean }[]).map((role) => [role.id, role.assignable]),
    );
    expect(assignable).toMatchObject({ [ADMIN_ROLE_ID]: false, [logsRole]: false, [ownRole]: true });
    const create = (roleIds: number[], account: string) =>
      t.call('POST', '/api/v1/system/account/save', {
        token,
        body: { account, password: 'quite-long-new-secret-9', userName: account, mobile: '13800138000', roleIds },
      });
    const asAdmin = await create([ADMIN_ROLE_ID], 'sneaky1');
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().msg).toMatch(/^roleIds\[0\]: you may not assign role 'admin'/);
    expect((await create([logsRole], 'sneaky2')).statusCode).toBe(403);
    expect((await create([ownRole], 'fine1')).statusCode).toBe(200);
  });

  it('an account manager cannot edit, disable, reset or delete an account holding more than it does', async () => {
    const token = await signInWith(t, admin, ACCOUNT_MANAGER);
    const stronger = await createAccountWith(t, admin, [...ACCOUNT_MANAGER, 'log-manage'], 'stronger');
    const before = await authorizationSnapshot(t);
    for (const target of [ADMIN_ACCOUNT_ID, stronger.accountId]) {
      const attempts = await Promise.all([
        t.call('PUT', '/api/v1/system/account/update', {
          token,
          body: { id: target, userName: 'x', mobile: '13800138000', roleIds: [] },
        }),
        t.call('POST', `/api/v1/system/account/${target}/disable`, { token, body: {} }),
        t.call('POST', `/api/v1/system/account/${target}/reset-password`, {
          token,
          body: { password: 'taken-over-by-me-now' },
        }),
        t.call('DELETE', `/api/v1/system/account/${target}`, { token, body: {} }),
      ]);
      for (const response of attempts) expect(response.statusCode, `account ${target}`).toBe(403);
    }
    expect(await authorizationSnapshot(t)).toBe(before);
  });

  it('an account manager limited to some projects assigns only those and manages only accounts within them', async () => {
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token: admin,
      body: { code: 'r-pm', name: 'Project account manager', resources: ACCOUNT_MANAGER },
    });
    const roleIds = [Number(role.json().data.id)];
    const account = (name: string, projectCodes: string[]) => ({
      account: name,
      password: 'quite-long-new-secret-9',
      userName: name,
      mobile: '13800138000',
      roleIds,
      projectCodes,
    });
    for (const [name, codes] of [
      ['pm-a', ['P-A']],
      ['everywhere', []],
      ['other-park', ['P-B']],
    ] as const) {
      const created = await t.call('POST', '/api/v1/system/account/save', {
        token: admin,
        body: account(name, [...codes]),
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const token = await t.login('pm-a', 'quite-long-new-secret-9');
    const before = await authorizationSnapshot(t);
    const refusals = [
      await t.call('POST', '/api/v1/system/account/save', { token, body: account('all-for-me', []) }),
      await t.call('POST', '/api/v1/system/account/save', { token, body: account('b-for-me', ['P-A', 'P-B']) }),
    ];
    const page = await t.call('POST', '/api/v1/system/account/page', { token, body: {} });
    const idOf = (name: string) =>
      Number(page.json().result.items.find((item: { account: string }) => item.account === name)?.id);
    for (const target of [idOf('everywhere'), idOf('other-park')]) {
      refusals.push(
        await t.call('PUT', '/api/v1/system/account/update', {
          token,
          body: { id: target, userName: 'x', mobile: '13800138000', roleIds, projectCodes: ['P-A'] },
        }),
        await t.call('POST', `/api/v1/system/account/${target}/reset-password`, {
          token,
          body: { password: 'taken-over-by-me-now' },
        }),
      );
    }
    for (const response of refusals) expect(response.statusCode, response.body).toBe(403);
    expect(refusals[0]?.json().msg).toBe(
      'projectCodes: empty means every project; you may assign only projects you hold',
    );
    expect(refusals[1]?.json().msg).toBe('projectCodes[1]: you may assign only projects you hold');
    expect(await authorizationSnapshot(t)).toBe(before);
    const own = await t.call('POST', '/api/v1/system/account/save', { token, body: account('a-helper', ['P-A']) });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('only holders of the admin role assign it, even an account holding every resource', async () => {
    const token = await signInWith(t, admin, ALL_RESOURCES);
    const response = await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: {
        account: 'sneaky3',
        password: 'quite-long-new-secret-9',
        userName: 'x',
        mobile: '13800138000',
        roleIds: [ADMIN_ROLE_ID],
      },
    });
    expect(response.statusCode).toBe(403);
    const byAdmin = await t.call('POST', '/api/v1/system/account/save', {
      token: admin,
      body: {
        account: 'second-admin',
        password: 'quite-long-new-secret-9',
        userName: 'x',
        mobile: '13800138000',
        roleIds: [ADMIN_ROLE_ID],
      },
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});
