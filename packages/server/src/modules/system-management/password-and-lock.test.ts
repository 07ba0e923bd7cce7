import { ErrorCode } from '@beacon/contracts/protocol';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { createAccountWith, TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

describeEachDatabase('own password and unlocking', (dialect) => {
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

  const actions = async () =>
    (
      await sql<{ action: string; http_status: number }>`select action, http_status from opera_log order by id`.execute(
        t.app.platform.database.db,
      )
    ).rows;

  it('changes your own password: the old one must be right, the new one strong; other sessions end', async () => {
    const { account } = await createAccountWith(t, admin, ['log-manage'], 'changer');
    const here = await t.login(account, TEST_ACCOUNT_PASSWORD);
    const elsewhere = await t.login(account, TEST_ACCOUNT_PASSWORD);
    const change = (body: Record<string, unknown>) => t.call('POST', '/api/v1/auth/password', { token: here, body });
    expect((await change({ oldPassword: 'not-my-password', newPassword: 'a-fresh-strong-secret-4' })).json()).toEqual({
      code: 400,
      msg: 'oldPassword: is wrong',
      refusals: [{ path: 'oldPassword', reason: 'passwordWrong' }],
    });
    const weak = (await change({ oldPassword: TEST_ACCOUNT_PASSWORD, newPassword: 'changer123' })).json();
    expect(weak.msg).toMatch(/^newPassword: is too easy to guess/);
    expect(weak.refusals).toEqual([{ path: 'newPassword', reason: 'passwordGuessable' }]);
    expect(
      (await change({ oldPassword: TEST_ACCOUNT_PASSWORD, newPassword: 'a-fresh-strong-secret-4' })).statusCode,
    ).toBe(200);
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: here })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: elsewhere })).statusCode).toBe(401);
    await expect(t.login(account, 'a-fresh-strong-secret-4')).resolves.toEqual(expect.any(String));
    await vi.waitFor(async () => expect(await actions()).toContainEqual({ action: 'auth.password', http_status: 200 }));
  });

  it('shows a locked account in the list and unlocks it from there', async () => {
    const { accountId, account } = await createAccountWith(t, admin, ['log-manage'], 'locked-out');
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/api/v1/auth/login', { body: { account, password: 'wrong-password-x' } });
    }
    const locked = await t.call('POST', '/api/v1/auth/login', { body: { account, password: TEST_ACCOUNT_PASSWORD } });
    expect(locked.json().code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const row = (await t.call('GET', `/api/v1/system/account/${accountId}`, { token: admin })).json().data;
    expect(row.lockedUntil).toBeGreaterThan(Date.now());
    const unlocked = await t.call('POST', `/api/v1/system/account/${accountId}/unlock`, { token: admin, body: {} });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data.lockedUntil).toBeNull();
    await expect(t.login(account, TEST_ACCOUNT_PASSWORD)).resolves.toEqual(expect.any(String));
    await vi.waitFor(async () =>
      expect(await actions()).toContainEqual({ action: 'account.unlock', http_status: 200 }),
    );
  });
});
