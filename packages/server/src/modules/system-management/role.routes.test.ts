import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

describeEachDatabase('roles', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const save = (body: Record<string, unknown>) => t.call('POST', '/api/v1/system/role/save', { token, body });

  it('lists the built-in admin role with every resource, read-only', async () => {
    const page = await t.call('POST', '/api/v1/system/role/page', { token, body: { page_index: 1, page_size: 10 } });
    const admin = page.json().result.items[0];
    expect(admin).toMatchObject({ code: 'admin', builtin: true });
    expect(admin.resources).toEqual([...ALL_RESOURCES]);
    const edit = await t.call('PUT', '/api/v1/system/role/update', {
      token,
      body: { id: admin.id, name: 'Hacked', resources: [] },
    });
    expect(edit.statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/v1/system/role/${admin.id}`, { token, body: {} })).statusCode).toBe(403);
  });

  it('creates and edits a role holding module codes, page ids and buttons', async () => {
    const created = await save({
      code: 'auditor',
      name: 'Auditor',
      resources: ['log-manage', 'LogManage', 'LogManage.operaLog', 'PlatformManage.account:create'],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const edited = await t.call('PUT', '/api/v1/system/role/update', {
      token,
      body: { id, name: 'Auditors', description: 'reads logs', resources: ['log-manage'] },
    });
    expect(edited.json().data).toMatchObject({
      name: 'Auditors',
      description: 'reads logs',
      resources: ['log-manage'],
      code: 'auditor',
    });
    expect((await t.call('GET', `/api/v1/system/role/${id}`, { token })).json().data.name).toBe('Auditors');
  });

  it('refuses unknown resources, duplicate codes and names, and deleting a role in use', async () => {
    const unknown = await save({ code: 'x1', name: 'X1', resources: ['iot-device', 'root-access'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe("resources[1]: unknown resource 'root-access'");
    await save({ code: 'dup', name: 'Dup' });
    expect((await save({ code: 'dup', name: 'Other' })).json()).toMatchObject({ code: 4001001 });
    expect((await save({ code: 'other', name: 'Dup' })).json()).toMatchObject({ code: 4001001 });
    const role = (await save({ code: 'used', name: 'Used' })).json().data;
    await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: {
        account: 'holder',
        password: 'holder-password-1',
        userName: 'H',
        mobile: '13800138000',
        roleIds: [role.id],
      },
    });
    const removal = await t.call('DELETE', `/api/v1/system/role/${role.id}`, { token, body: {} });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().msg).toMatch(/assigned to 1 account\(s\): holder;/);
  });

  it('gives 409 naming the field to all but one of concurrent creates of one role code', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_unused, i) => save({ code: 'same', name: `Same ${i}`, resources: [] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const response of results.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: 4001001,
        msg: 'code: already exists',
        refusals: [{ path: 'code', reason: 'alreadyExists' }],
      });
    }
  });
});
