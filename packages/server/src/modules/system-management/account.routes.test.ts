import { ErrorCode } from '@beacon/contracts/protocol';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

describeEachDatabase('accounts', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/system/account/save', { token, body });
  const base = {
    account: 'operator1',
    password: 'long-enough-secret',
    userName: 'Operator One',
    mobile: '13912345678',
    email: 'op@example.com',
  };

  it('creates, reads, pages, edits and deletes an account', async () => {
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'ops', name: 'Ops', resources: ['iot-device'] },
    });
    const created = await create({ ...base, account: 'Operator1', roleIds: [role.json().data.id] });
    expect(created.statusCode).toBe(200);
    const account = created.json().data;
    expect(account).toMatchObject({
      account: 'operator1',
      userName: 'Operator One',
      status: 'enabled',
      roleNames: ['Ops'],
      lastLoginAt: null,
    });
    expect(account).not.toHaveProperty('password');
    expect(account).not.toHaveProperty('passwordHash');
    expect((await t.call('GET', `/api/v1/system/account/${account.id}`, { token })).json().data.account).toBe(
      'operator1',
    );
    const page = await t.call('POST', '/api/v1/system/account/page', {
      token,
      body: { page_index: 1, page_size: 10, account: 'OPER' },
    });
    expect(page.json()).toMatchObject({
      code: '000000',
      is_success: true,
      error_info: null,
      result: { total_count: 1 },
    });
    const updated = await t.call('PUT', '/api/v1/system/account/update', {
      token,
      body: { id: account.id, userName: 'Renamed', mobile: '13912345678', roleIds: [], projectCodes: ['P-001'] },
    });
    expect(updated.json().data).toMatchObject({ userName: 'Renamed', roleIds: [], projectCodes: ['P-001'] });
    expect((await t.call('DELETE', `/api/v1/system/account/${account.id}`, { token, body: {} })).statusCode).toBe(200);
    const gone = await t.call('GET', `/api/v1/system/account/${account.id}`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe(ErrorCode.USER_NOT_FOUND);
  });

  it('refuses a duplicate account with 409 4001001', async () => {
    await create(base);
    const again = await create({ ...base, account: 'OPERATOR1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: ErrorCode.NAME_EXISTS,
      msg: 'account: already exists',
      refusals: [{ path: 'account', reason: 'alreadyExists' }],
    });
  });

  it('gives 409 to all but one of concurrent creates of one account (the database decides)', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_unused, i) => create({ ...base, account: 'racer', userName: `Racer ${i}` })),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of results.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: ErrorCode.NAME_EXISTS,
        msg: 'account: already exists',
        refusals: [{ path: 'account', reason: 'alreadyExists' }],
      });
    }
    const page = await t.call('POST', '/api/v1/system/account/page', { token, body: { account: 'racer' } });
    expect(page.json().result.total_count).toBe(1);
  });

  it('refuses common and trivial passwords saying why, with no composition rules', async () => {
    const refusal = async (password: string) => {
      const response = await create({ ...base, password });
      expect(response.statusCode, password).toBe(400);
      return String(response.json().msg);
    };
    expect(await refusal('short')).toMatch(/^body\.password: /);
    expect(await refusal('password123')).toMatch(
      /^password: is too easy to guess: this is a (commonly|heavily|frequently) used password/,
    );
    expect(await refusal('aaaaaaaa')).toBe('password: must not be one character repeated');
    expect(await refusal('        ')).toBe('password: must not be blank');
    expect(await refusal('Beacon2024!')).toBe("password: must not be the product's name with digits or symbols");
    expect(await refusal('operator1operator1')).toMatch(/^password: is too easy to guess/);
    expect(await refusal('x'.repeat(129))).toMatch(/^body\.password: /);
    expect((await create({ ...base, password: 'all lowercase words here' })).statusCode).toBe(200);
  });

  it('validates mobile (required, spec phone rule), email and role ids, naming the field', async () => {
    expect((await create({ ...base, mobile: '12345678901' })).json().msg).toMatch(/^body\.mobile: /);
    expect((await create({ ...base, mobile: '' })).json().msg).toMatch(/^body\.mobile: is required/);
    const { mobile: _omitted, ...noMobile } = base;
    expect((await create(noMobile)).json().msg).toMatch(/^body\.mobile: /);
    expect((await create({ ...base, email: 'not-an-email' })).json().msg).toMatch(/^body\.email: /);
    const role = await create({ ...base, roleIds: [999] });
    expect(role.statusCode).toBe(400);
    expect(role.json().msg).toBe('roleIds[0]: role 999 does not exist');
  });

  it('never deletes or disables yourself or the last administrator', async () => {
    const self = await t.call('DELETE', '/api/v1/system/account/1', { token, body: {} });
    expect(self.statusCode).toBe(409);
    const demote = await t.call('PUT', '/api/v1/system/account/update', {
      token,
      body: { id: 1, userName: 'Admin', mobile: '13800138000', roleIds: [] },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().msg).toMatch(/last enabled administrator/);
    const second = (await create({ ...base, roleIds: [1] })).json().data;
    expect((await t.call('POST', `/api/v1/system/account/1/disable`, { token, body: {} })).statusCode).toBe(409);
    expect(
      (await t.call('POST', `/api/v1/system/account/${second.id}/disable`, { token, body: {} })).json().data.status,
    ).toBe('disabled');
  });

  it('disables an account: its session ends and it cannot sign in', async () => {
    const created = (await create(base)).json().data;
    const theirToken = await t.login('operator1', base.password);
    await t.call('POST', `/api/v1/system/account/${created.id}/disable`, { token, body: {} });
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: theirToken })).statusCode).toBe(401);
    const again = await t.call('POST', '/api/v1/auth/login', {
      body: { account: 'operator1', password: base.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe(ErrorCode.ACCOUNT_DISABLED);
  });

  it('resets a password: old sessions end, the new password works', async () => {
    const created = (await create(base)).json().data;
    const theirToken = await t.login('operator1', base.password);
    const reset = await t.call('POST', `/api/v1/system/account/${created.id}/reset-password`, {
      token,
      body: { password: 'a-brand-new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: theirToken })).statusCode).toBe(401);
    await expect(t.login('operator1', 'a-brand-new-secret')).resolves.toEqual(expect.any(String));
  });

  it("answers 403 when the caller's roles lack the module", async () => {
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'viewer', name: 'Viewer', resources: ['iot-device', 'IOTDevice'] },
    });
    await create({ ...base, roleIds: [role.json().data.id] });
    const viewer = await t.login('operator1', base.password);
    const response = await t.call('POST', '/api/v1/system/account/page', { token: viewer, body: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(403);
    const menus = (await t.call('GET', '/api/v1/auth/menus', { token: viewer })).json().data as { code: string }[];
    expect(menus.map((m) => m.code)).toEqual(['iot-device']);
  });
});
