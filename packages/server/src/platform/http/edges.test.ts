import { ENDPOINTS } from '@beacon/contracts/endpoints';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { refusalAs } from '../../test/reply-form';
import {
  describeEachDatabase,
  newMsgId,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  withSignedInApp,
} from '../../test/test-app';

const ADMIN = { account: 'admin', password: TEST_ADMIN_PASSWORD };

/** Top-level string fields of a body schema. */
const stringFields = (schema: z.ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const properties = (json.properties ?? {}) as Record<string, { type?: unknown; anyOf?: { type?: unknown }[] }>;
  return Object.entries(properties)
    .filter(([, p]) => p.type === 'string' || p.anyOf?.some((option) => option.type === 'string'))
    .map(([name]) => name);
};

describeEachDatabase('edges', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  it('refuses a NUL character in every string field of every endpoint with 400 naming the field', async () => {
    let checks = 0;
    for (const endpoint of ENDPOINTS.filter((e) => e.body)) {
      for (const field of stringFields(endpoint.body as z.ZodType)) {
        const response = await t.call(endpoint.method, endpoint.path.replace(':id', '1'), {
          token,
          body: { [field]: 'a\u0000b' },
        });
        expect(response.statusCode, `${endpoint.id} ${field}`).toBe(400);
        expect(response.json(), `${endpoint.id} ${field}`).toEqual(
          refusalAs(endpoint, {
            code: 400,
            msg: `body.${field}: must not contain NUL (\\u0000) characters`,
            refusals: [{ path: field, reason: 'nulCharacter' }],
          }),
        );
        checks += 1;
      }
    }
    process.stdout.write(`[edges ${dialect}] NUL refused in ${checks} string fields\n`);
    expect(checks).toBeGreaterThan(10);
  });

  it('refuses a JSON body that is not valid UTF-8 with 400, instead of storing it repaired', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/master-data/project/save',
      headers: { accesstoken: token, 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"projectName":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('b"}')]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'body: not valid UTF-8' });
  });

  it('logs a failed sign-in whose name holds NUL, without the NUL', async () => {
    const response = await t.call('POST', '/api/v1/auth/login', { body: { account: 'ad\u0000min', password: 'x' } });
    expect(response.statusCode).toBe(400);
    // The log row is written after the reply went out.
    await vi.waitFor(async () => {
      const rows = await sql<{ account: string; http_status: number }>`
        select account, http_status from opera_log where action = 'auth.login' and http_status = 400`.execute(
        t.app.platform.database.db,
      );
      expect(rows.rows).toEqual([{ account: 'admin', http_status: 400 }]);
    });
  });

  it('never answers 500 to over-long URLs, with or without a msgId', async () => {
    const long = `?x=${'a'.repeat(4000)}`;
    const save = await t.call('POST', `/api/v1/system/role/save${long}`, {
      token,
      body: { code: 'longurl', name: 'Long URL', msgId: newMsgId() },
    });
    expect(save.statusCode).toBe(200);
    const get = await t.call('GET', `/api/v1/system/account/${'9'.repeat(3000)}`, { token });
    expect(get.statusCode).toBeLessThan(500);
  });

  it('refuses a repeated msgId carrying another body with 409', async () => {
    const msgId = newMsgId();
    const first = await t.call('POST', '/api/v1/system/role/save', { token, body: { code: 'm1', name: 'M1', msgId } });
    expect(first.statusCode).toBe(200);
    const replay = await t.call('POST', '/api/v1/system/role/save', { token, body: { name: 'M1', code: 'm1', msgId } });
    expect(replay.headers['x-idempotent-replay']).toBe('true');
    const other = await t.call('POST', '/api/v1/system/role/save', { token, body: { code: 'm2', name: 'M2', msgId } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      code: 409,
      msg: 'msgId reused with a different request',
      refusals: [{ path: 'msgId', reason: 'msgIdReused' }],
    });
  });

  it('sends Cache-Control: no-store on every /api reply, success or not', async () => {
    for (const response of [
      await t.call('GET', '/api/v1/auth/user-info', { token }),
      await t.call('GET', '/api/v1/auth/user-info'),
      await t.call('POST', '/api/v1/auth/login', { body: { account: 'admin', password: 'wrong-password' } }),
      await t.call('GET', '/api/v1/nothing'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await t.call('GET', '/healthz')).headers['cache-control']).toBeUndefined();
  });

  it('refuses pages past the deepest served row', async () => {
    const response = await t.call('POST', '/api/v1/system/account/page', {
      token,
      body: { page_index: 1000, page_size: 500 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^body\.page_index: pages beyond the first 10000 rows/);
  });
});

describeEachDatabase('sign-in rate limit per address', (dialect) => {
  let t: TestApp;
  withSignedInApp(
    dialect,
    (app) => {
      t = app;
    },
    { SIGN_IN_RATE_LIMIT: '3' },
  );

  it('answers 429 with Retry-After past the limit of failed sign-ins, whatever the account', async () => {
    const attempts = [];
    for (const account of ['a1', 'a2', 'a3', 'a4']) {
      attempts.push(await t.call('POST', '/api/v1/auth/login', { body: { account, password: 'whatever-password' } }));
    }
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    const limited = attempts[3];
    expect(limited?.json().code).toBe(429);
    expect(limited?.json().msg).toMatch(/^too many sign-in attempts from this address; retry in /);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets an office behind one address sign in: successful sign-ins count against ten times the limit', async () => {
    // withSignedInApp signed in once; the limit is 3 failures a minute, so 30 successes.
    const statuses = [];
    for (let n = 0; n < 30; n += 1)
      statuses.push((await t.call('POST', '/api/v1/auth/login', { body: ADMIN })).statusCode);
    expect(statuses.slice(0, 29).every((status) => status === 200)).toBe(true);
    expect(statuses[29]).toBe(429);
  });
});
