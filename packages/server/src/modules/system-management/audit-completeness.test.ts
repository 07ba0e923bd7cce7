import { ErrorCode } from '@beacon/contracts/protocol';
import { expect, it, vi } from 'vitest';
import { createAccountWith, TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

type Entry = {
  account: string;
  module: string;
  action: string;
  targetId: string;
  ip: string;
  userAgent: string;
  resultCode: string;
  httpStatus: number;
  durationMs: number;
};

describeEachDatabase('audit completeness', (dialect) => {
  let t: TestApp;
  let admin: string;
  withSignedInApp(
    dialect,
    (app, token) => {
      t = app;
      admin = token;
    },
    { SINGLE_SESSION: 'false' },
  );

  const entries = async (filter: Record<string, unknown> = {}): Promise<Entry[]> => {
    const response = await t.call('POST', '/api/v1/system/opera-log/page', {
      token: admin,
      body: { page_size: 200, ...filter },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.items;
  };
  const signIn = (account: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'user-agent': 'audit-test/1.0' },
      payload: { account, password },
    });

  it('logs sign-ins, failures, the lockout, locked tries, unlocks, password changes, session ends and sign-outs', async () => {
    const { accountId, account } = await createAccountWith(t, admin, ['log-manage'], 'audited');
    const signedIn = await signIn(account, TEST_ACCOUNT_PASSWORD);
    const token = signedIn.json().data.access_token as string;
    const changed = await t.call('POST', '/api/v1/auth/password', {
      token,
      body: { oldPassword: TEST_ACCOUNT_PASSWORD, newPassword: 'another-strong-secret-5' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/auth/logout', { token, body: {} })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await signIn(account, 'a-wrong-password-1');
    expect((await signIn(account, 'another-strong-secret-5')).json().code).toBe(ErrorCode.ACCOUNT_LOCKED);
    await t.call('POST', `/api/v1/system/account/${accountId}/unlock`, { token: admin, body: {} });
    const again = (await signIn(account, 'another-strong-secret-5')).json().data.access_token as string;
    await t.call('POST', `/api/v1/system/account/${accountId}/end-sessions`, { token: admin, body: {} });
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: again })).statusCode).toBe(401);

    const expected: Partial<Entry>[] = [
      { account, action: 'auth.login', resultCode: '000000', httpStatus: 200, userAgent: 'audit-test/1.0' },
      { account, action: 'auth.password', resultCode: '000000', httpStatus: 200 },
      { account, action: 'auth.logout', resultCode: '000000', httpStatus: 200 },
      { account, action: 'auth.login', resultCode: String(ErrorCode.BAD_CREDENTIALS), httpStatus: 401 },
      { account, action: 'auth.lockout', resultCode: String(ErrorCode.BAD_CREDENTIALS), httpStatus: 401 },
      { account, action: 'auth.login', resultCode: String(ErrorCode.ACCOUNT_LOCKED), httpStatus: 429 },
      { account: 'admin', action: 'account.unlock', targetId: String(accountId), httpStatus: 200 },
      { account: 'admin', action: 'account.endSessions', targetId: String(accountId), httpStatus: 200 },
    ];
    await vi.waitFor(async () => {
      const rows = await entries({ account });
      const adminRows = await entries({ account: 'admin' });
      for (const entry of expected) expect([...rows, ...adminRows]).toContainEqual(expect.objectContaining(entry));
    });
    const rows = await entries({ account });
    expect(rows.filter((row) => row.action === 'auth.lockout')).toHaveLength(1);
    expect(rows.filter((row) => row.action === 'auth.login' && row.httpStatus === 401)).toHaveLength(4);
    for (const row of rows) {
      expect(row.ip).toBe('127.0.0.1');
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
      expect(row.module).toBe('auth');
    }
    // The lockout and the failures are found by action and by result.
    expect((await entries({ action: 'auth.lockout' })).map((row) => row.account)).toEqual([account]);
    const failures = await entries({ account, result: 'failure' });
    expect(failures).toHaveLength(6);
    expect(failures.every((row) => row.httpStatus >= 400)).toBe(true);
    const successes = await entries({ account, result: 'success' });
    expect(successes.map((row) => row.action).sort()).toEqual([
      'auth.login',
      'auth.login',
      'auth.logout',
      'auth.password',
    ]);
  });

  it('logs every 403, reads included, with the account, the endpoint and the target', async () => {
    const { account } = await createAccountWith(t, admin, ['log-manage'], 'limited');
    const token = await t.login(account, TEST_ACCOUNT_PASSWORD);
    const read = await t.call('POST', '/api/v1/system/account/page', { token, body: {} });
    expect(read.statusCode).toBe(403);
    const write = await t.call('DELETE', '/api/v1/system/role/1', { token, body: {} });
    expect(write.statusCode).toBe(403);
    const detail = await t.call('GET', '/api/v1/system/account/1', { token });
    expect(detail.statusCode).toBe(403);
    await vi.waitFor(async () => {
      const denied = await entries({ account, result: 'failure' });
      expect(denied.map((row) => [row.action, row.httpStatus, row.targetId]).sort()).toEqual([
        ['role.delete', 403, '1'],
        ['system.account.get', 403, '1'],
        ['system.account.page', 403, ''],
      ]);
      for (const row of denied)
        expect(row).toMatchObject({ module: 'system-management', resultCode: '403', ip: '127.0.0.1' });
    });
    // Allowed reads stay out of the log.
    await t.call('POST', '/api/v1/system/account/page', { token: admin, body: {} });
    expect((await entries({ action: 'system.account.page' })).every((row) => row.httpStatus === 403)).toBe(true);
  });
});
