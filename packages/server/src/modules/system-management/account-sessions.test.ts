import { ErrorCode } from '@beacon/contracts/protocol';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { createAccountWith, TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { describeEachDatabase, newMsgId, type TestApp, withSignedInApp } from '../../test/test-app';

const ADMIN_ROLE_ID = 1;

describeEachDatabase('account filters, sessions and passwords', (dialect) => {
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

  const names = async (filter: Record<string, unknown>): Promise<string[]> => {
    const response = await t.call('POST', '/api/v1/system/account/page', { token: admin, body: filter });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().result.items as { account: string }[]).map((row) => row.account).sort();
  };

  it('filters by account, name, mobile, role, project and status', async () => {
    const ops = await createAccountWith(t, admin, ['log-manage'], 'ops-one');
    const save = (body: Record<string, unknown>) =>
      t.call('POST', '/api/v1/system/account/save', {
        token: admin,
        body: { password: TEST_ACCOUNT_PASSWORD, ...body },
      });
    expect(
      (await save({ account: 'north', userName: 'Nora North', mobile: '13911112222', projectCodes: ['P-N'] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await save({
          account: 'south',
          userName: 'Sam South',
          mobile: '15833334444',
          projectCodes: ['P-S'],
          roleIds: [ops.roleId],
          status: 'disabled',
        })
      ).statusCode,
    ).toBe(200);
    expect(await names({ account: 'ort' })).toEqual(['north']);
    expect(await names({ userName: 'Sam' })).toEqual(['south']);
    expect(await names({ mobile: '1111' })).toEqual(['north']);
    expect(await names({ roleId: ops.roleId })).toEqual(['ops-one', 'south']);
    expect(await names({ roleId: ADMIN_ROLE_ID })).toEqual(['admin']);
    // Accounts without projectCodes see every project, so they match any project too.
    expect(await names({ projectCode: 'P-N' })).toEqual(['admin', 'north', 'ops-one']);
    expect(await names({ status: 'disabled' })).toEqual(['south']);
    expect(await names({ roleId: ops.roleId, status: 'enabled', projectCode: 'P-S' })).toEqual(['ops-one']);
    const bad = await t.call('POST', '/api/v1/system/account/page', { token: admin, body: { roleId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^body\.roleId: /);
  });

  it('ends all sessions of an account: its tokens answer 401, it may sign in again, and it is logged', async () => {
    const { accountId, account } = await createAccountWith(t, admin, ['log-manage'], 'ender');
    const one = await t.login(account, TEST_ACCOUNT_PASSWORD);
    const two = await t.login(account, TEST_ACCOUNT_PASSWORD);
    const msgId = newMsgId();
    const ended = await t.call('POST', `/api/v1/system/account/${accountId}/end-sessions`, {
      token: admin,
      body: { msgId },
    });
    expect(ended.json()).toEqual({ code: '000000', msg: expect.any(String), data: { ended: 2 } });
    for (const token of [one, two]) {
      const after = await t.call('GET', '/api/v1/auth/user-info', { token });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe(ErrorCode.TOKEN_INVALID);
    }
    await expect(t.login(account, TEST_ACCOUNT_PASSWORD)).resolves.toEqual(expect.any(String));
    await vi.waitFor(async () => {
      const log = await sql<{ action: string; target_id: string; msg_id: string; account: string }>`
        select action, target_id, msg_id, account from opera_log where action = 'account.endSessions'`.execute(
        t.app.platform.database.db,
      );
      expect(log.rows).toEqual([
        { action: 'account.endSessions', target_id: String(accountId), msg_id: msgId, account: 'admin' },
      ]);
    });
    expect(
      (await t.call('POST', '/api/v1/system/account/9999/end-sessions', { token: admin, body: {} })).json().code,
    ).toBe(ErrorCode.USER_NOT_FOUND);
  });

  it('ends sessions only with its button, and never of an account holding more than the caller', async () => {
    const { accountId } = await createAccountWith(t, admin, ['log-manage'], 'target');
    const { account: noButton } = await createAccountWith(
      t,
      admin,
      ['system-management', 'PlatformManage', 'PlatformManage.account'],
      'no-button',
    );
    const weak = await t.login(noButton, TEST_ACCOUNT_PASSWORD);
    const refused = await t.call('POST', `/api/v1/system/account/${accountId}/end-sessions`, { token: weak, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('no permission: PlatformManage.account:endSessions not granted');
    const { account: ender } = await createAccountWith(
      t,
      admin,
      ['system-management', 'PlatformManage', 'PlatformManage.account', 'PlatformManage.account:endSessions'],
      'button-only',
    );
    const token = await t.login(ender, TEST_ACCOUNT_PASSWORD);
    const stronger = await t.call('POST', `/api/v1/system/account/${accountId}/end-sessions`, { token, body: {} });
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json().msg).toBe('this account grants resources you do not hold: log-manage');
    const onAdmin = await t.call('POST', '/api/v1/system/account/1/end-sessions', { token, body: {} });
    expect(onAdmin.json().msg).toBe('only administrators may change an administrator account');
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: admin })).statusCode).toBe(200);
  });

  it('resets a password to a generated one shown once (never kept for a replay), or to a typed one under the policy', async () => {
    const { accountId, account } = await createAccountWith(t, admin, ['log-manage'], 'resettee');
    const msgId = newMsgId();
    const reset = (body: Record<string, unknown>) =>
      t.call('POST', `/api/v1/system/account/${accountId}/reset-password`, { token: admin, body });
    const generated = await reset({ msgId });
    expect(generated.statusCode).toBe(200);
    const password = generated.json().data.generatedPassword as string;
    expect(password).toMatch(/^[A-Za-z0-9_-]{18}$/);
    await expect(t.login(account, password)).resolves.toEqual(expect.any(String));
    const replay = await reset({ msgId });
    expect(replay.statusCode).toBe(409);
    expect(replay.body).not.toContain(password);
    const stored = JSON.stringify((await sql`select * from idempotency_key`.execute(t.app.platform.database.db)).rows);
    expect(stored).not.toContain(password);
    const weak = await reset({ password: 'resettee1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toMatch(/^password: /);
    const typed = await reset({ password: 'a-typed-strong-secret-9' });
    expect(typed.json().data).toEqual({ generatedPassword: null });
    await expect(t.login(account, 'a-typed-strong-secret-9')).resolves.toEqual(expect.any(String));
  });

  it('refuses deleting yourself and the last administrator with a clear message', async () => {
    const self = await t.call('DELETE', '/api/v1/system/account/1', { token: admin, body: {} });
    expect(self.json()).toEqual({
      code: 409,
      msg: 'id: you cannot delete your own account; another administrator must do it',
      refusals: [{ path: 'id', reason: 'selfDelete' }],
    });
    // Only an enabled administrator may delete an administrator account, so the last one could only delete
    // itself; disabling or demoting it is refused by the same rule (account.routes.test.ts).
    const demote = await t.call('PUT', '/api/v1/system/account/update', {
      token: admin,
      body: { id: 1, userName: 'Admin', mobile: '13800138000', roleIds: [] },
    });
    expect(demote.json()).toEqual({
      code: 409,
      msg: "id: 'admin' is the last enabled administrator; it must stay an enabled administrator",
      refusals: [{ path: 'id', reason: 'lastAdmin', params: { account: 'admin' } }],
    });
  });
});
