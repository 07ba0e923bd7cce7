import { expect, it } from 'vitest';
import { describeEachDatabase, newMsgId, type TestApp, withSignedInApp } from '../../test/test-app';

describeEachDatabase('wire protocol', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(
    dialect,
    (app, adminToken) => {
      t = app;
      token = adminToken;
    },
    { BODY_LIMIT_BYTES: '65536' },
  );

  const roleBody = (code: string) => ({
    code,
    name: `Role ${code}`,
    description: '',
    resources: ['system-management'],
  });
  const rawPost = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { accesstoken: token, 'content-type': 'application/json' }, payload });

  it('answers malformed JSON with 400 {code,msg}', async () => {
    const response = await rawPost('/api/v1/system/role/save', '{"code": "x",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'body: malformed JSON',
      refusals: [{ path: '', reason: 'malformedJson' }],
    });
  });

  it('rejects unknown fields (no mass assignment) naming the field', async () => {
    const response = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { ...roleBody('ops'), builtin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'body.builtin: unknown field',
      refusals: [{ path: 'builtin', reason: 'unknownField', params: { field: 'builtin' } }],
    });
    const account = await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: { account: 'eve', password: 'a-long-enough-secret', userName: 'Eve', password_hash: 'x', id: 1 },
    });
    expect(account.statusCode).toBe(400);
    expect(account.json().msg).toContain('body.password_hash: unknown field');
    expect(account.json().msg).toContain('body.id: unknown field');
  });

  it('names the field and the rule for a wrong type', async () => {
    const response = await t.call('POST', '/api/v1/system/role/page', { token, body: { page_index: 'first' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^body\.page_index: /);
    const params = await t.call('GET', '/api/v1/system/role/abc', { token });
    expect(params.statusCode).toBe(400);
    expect(params.json().msg).toMatch(/^params\.id: /);
  });

  it('gives each refused field a reason key, its path and the limit; English msg for integrators', async () => {
    const response = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: '9x', description: 'x'.repeat(501), resources: 'all' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.msg).toMatch(/^body\.code: /);
    expect(body.refusals).toEqual([
      { path: 'code', reason: 'roleCodeChars' },
      { path: 'name', reason: 'required' },
      { path: 'description', reason: 'tooLong', params: { max: 500 } },
      { path: 'resources', reason: 'notList' },
    ]);
    const params = await t.call('GET', '/api/v1/system/role/abc', { token });
    expect(params.json().refusals).toEqual([{ path: 'params.id', reason: 'notNumber' }]);
  });

  it('answers an oversize body with 413 and code 413', async () => {
    const huge = JSON.stringify({ ...roleBody('big'), description: 'x'.repeat(200_000) });
    const response = await rawPost('/api/v1/system/role/save', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 413,
      msg: 'body: too large',
      refusals: [{ path: '', reason: 'bodyTooLarge' }],
    });
  });

  it('answers unknown routes with 404 {code,msg} and never leaks a stack', async () => {
    const response = await t.call('GET', '/api/v1/nothing-here', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('replays a repeated msgId: the first reply again, nothing created twice', async () => {
    const msgId = newMsgId();
    const first = await t.call('POST', '/api/v1/system/role/save', { token, body: { ...roleBody('ops'), msgId } });
    const second = await t.call('POST', '/api/v1/system/role/save', { token, body: { ...roleBody('ops'), msgId } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const page = await t.call('POST', '/api/v1/system/role/page', { token, body: { code: 'ops' } });
    expect(page.json().result.total_count).toBe(1);
    // A new msgId is a new call: the duplicate code is refused.
    const third = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { ...roleBody('ops'), msgId: newMsgId() },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe(4001001);
  });

  it('refuses a msgId reused for a different call, and a malformed msgId', async () => {
    const msgId = newMsgId();
    await t.call('POST', '/api/v1/system/role/save', { token, body: { ...roleBody('a1'), msgId } });
    const other = await t.call('PUT', '/api/v1/system/role/update', { token, body: { id: 2, name: 'x', msgId } });
    expect(other.statusCode).toBe(409);
    const bad = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { ...roleBody('a2'), msgId: 'no spaces allowed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^body\.msgId: /);
  });

  it('keeps msgIds per account', async () => {
    const msgId = newMsgId();
    await t.call('POST', '/api/v1/system/role/save', { token, body: { ...roleBody('r1'), msgId } });
    await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: {
        account: 'second',
        password: 'second-admin-secret',
        userName: 'Second',
        mobile: '13800138000',
        roleIds: [1],
      },
    });
    const other = await t.login('second', 'second-admin-secret');
    const response = await t.call('POST', '/api/v1/system/role/save', {
      token: other,
      body: { ...roleBody('r2'), msgId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.code).toBe('r2');
  });

  it('answers /healthz and /readyz, and redirects / to the base path', async () => {
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ database: true, mqtt: true });
    const root = await t.call('GET', '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/developer-platform/');
  });

  it('sends security headers with a CSP', async () => {
    const response = await t.call('GET', '/healthz');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
