import { ErrorCode } from '@beacon/contracts/protocol';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadSigningKey } from '../../platform/auth/signing-key';
import { createTestApp, describeEachDatabase, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/test-app';
import { REFRESH_REUSE_GRACE_MS } from './session.service';
import type { SystemTables } from './tables';

describeEachDatabase('auth', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (account: string, password: string) =>
    t.call('POST', '/api/v1/auth/login', { body: { account, password } });

  it('signs in and returns the token pair', async () => {
    const response = await login('admin', TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe('000000');
    expect(body.data).toMatchObject({ member_id: expect.any(String), expires_in: 1800 });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token.length).toBeGreaterThan(20);
  });

  it('answers the same 4001007 for an unknown account and a wrong password', async () => {
    const unknown = await login('nobody-here', 'whatever-password');
    const wrong = await login('admin', 'wrong-password-1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe(ErrorCode.BAD_CREDENTIALS);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, and the same for unknown accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', `wrong-${i}-password`)).statusCode).toBe(401);
    const locked = await login('admin', TEST_ADMIN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(locked.json().msg).toMatch(/locked/);
    for (let i = 0; i < 5; i++) await login('ghost', `wrong-${i}-password`);
    const ghost = await login('ghost', 'anything-at-all');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(locked.json());
  });

  it('rejects missing, garbage, foreign-key and alg=none tokens with 1003', async () => {
    expect((await t.call('GET', '/api/v1/auth/user-info')).json().code).toBe(ErrorCode.TOKEN_INVALID);
    const garbage = await t.call('GET', '/api/v1/auth/user-info', { token: 'not-a-token' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe(ErrorCode.TOKEN_INVALID);
    const foreign = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('beacon')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-key-some-other-key-00'));
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: foreign })).json().code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","sid":"x","iss":"beacon"}').toString('base64url')}.`;
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: none })).json().code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('answers 20002 for an expired token', async () => {
    const token = await t.login();
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sid: string };
    const key = await loadSigningKey(t.app.platform.database.db);
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('beacon')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await t.call('GET', '/api/v1/auth/user-info', { token: expired });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('accepts the token in accessToken and in Authorization: Bearer, and returns user info and menus', async () => {
    const token = await t.login();
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user-info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ account: 'admin', roles: ['admin'] });
    expect(info.json().data.resources).toContainEqual({ code: 'system-management' });
    const menus = await t.call('GET', '/api/v1/auth/menus', { token });
    const items = menus.json().data as { code: string; type: string; pageId: string; parent_code: string }[];
    expect(items.filter((item) => item.parent_code === '').map((item) => item.code)).toHaveLength(9);
    expect(items.some((item) => item.type === 'button' && item.pageId === 'PlatformManage.account:create')).toBe(true);
  });

  it('replaces the old session on a new sign-in: the old token answers 4031021', async () => {
    const first = await t.login();
    const second = await t.login();
    const old = await t.call('GET', '/api/v1/auth/user-info', { token: first });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe(ErrorCode.LOGGED_IN_ELSEWHERE);
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: second })).statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the session when a rotated one is reused after the grace', async () => {
    const first = (await login('admin', TEST_ADMIN_PASSWORD)).json().data;
    const rotated = await t.call('POST', '/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: next.access_token })).statusCode).toBe(200);
    await t.app.platform.database.db
      .withTables<SystemTables>()
      .updateTable('refresh_token')
      .set({ used_at: Date.now() - REFRESH_REUSE_GRACE_MS - 1000 })
      .where('used_at', 'is not', null)
      .execute();
    const reuse = await t.call('POST', '/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(ErrorCode.TOKEN_INVALID);
    // The whole family is gone: the newest tokens stop working too.
    expect((await t.call('GET', '/api/v1/auth/user-info', { token: next.access_token })).json().code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    expect(
      (await t.call('POST', '/api/v1/auth/refresh', { body: { refresh_token: next.refresh_token } })).statusCode,
    ).toBe(401);
  });

  it('keeps two tabs refreshing one token at the same moment signed in', async () => {
    const first = (await login('admin', TEST_ADMIN_PASSWORD)).json().data;
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } })),
    );
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    for (const reply of [a, b]) {
      const pair = reply?.json().data;
      expect((await t.call('GET', '/api/v1/auth/user-info', { token: pair.access_token })).statusCode).toBe(200);
      const again = await t.call('POST', '/api/v1/auth/refresh', { body: { refresh_token: pair.refresh_token } });
      expect(again.statusCode).toBe(200);
    }
  });

  it('ends a session at its absolute age, however active', async () => {
    const first = (await login('admin', TEST_ADMIN_PASSWORD)).json().data;
    await t.app.platform.database.db
      .withTables<SystemTables>()
      .updateTable('session')
      .set({ created_at: Date.now() - t.config.sessionMaxAgeMs - 1000 })
      .execute();
    const call = await t.call('GET', '/api/v1/auth/user-info', { token: first.access_token });
    expect(call.statusCode).toBe(401);
    expect(call.json()).toEqual({
      code: ErrorCode.TOKEN_EXPIRED,
      msg: 'session reached its maximum age, please sign in again',
      refusals: [{ path: '', reason: 'sessionTooOld' }],
    });
    const refresh = await t.call('POST', '/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(refresh.json().code).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('logs out: the token stops working', async () => {
    const token = await t.login();
    expect((await t.call('POST', '/api/v1/auth/logout', { token, body: {} })).statusCode).toBe(200);
    const after = await t.call('GET', '/api/v1/auth/user-info', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('tells the console the variant without a token', async () => {
    const response = await t.call('GET', '/api/v1/auth/platform');
    expect(response.json().data).toMatchObject({ variant: 'full', version: '3.3' });
    expect(response.json().data.enabledModules).toHaveLength(9);
  });
});
