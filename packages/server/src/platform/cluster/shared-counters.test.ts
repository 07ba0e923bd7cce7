import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LocalCounters } from './shared-counters';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** One sign-in attempt with an account name used once (so no account lockout interferes): its status. */
const attempt = async (t: TestApp): Promise<number> =>
  (
    await t.call('POST', '/api/v1/auth/login', {
      body: { account: `nobody-${randomUUID()}`, password: 'wrong-pass-1' },
    })
  ).statusCode;

describe('shared counters', () => {
  it('counts in fixed windows per key, in memory', async () => {
    const counters = new LocalCounters();
    expect(await counters.hit('a', 1_000, 0)).toEqual({ count: 1, resetInMs: 1_000 });
    expect(await counters.hit('a', 1_000, 400)).toEqual({ count: 2, resetInMs: 600 });
    expect(await counters.hit('b', 1_000, 400)).toEqual({ count: 1, resetInMs: 1_000 });
    expect(await counters.hit('a', 1_000, 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });
});

describe.skipIf(!REDIS_URL)('sign-in limit across two instances (Redis)', () => {
  const apps: TestApp[] = [];
  const proxies: TcpProxy[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });

  const cluster = async (redisUrl: string, warnings: string[] = []) => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomUUID()}`, SIGN_IN_RATE_LIMIT: '20' };
    const pair = await Promise.all([createTestApp('sqlite', env), createTestApp('sqlite', env)]);
    apps.push(...pair);
    // What the first instance logs.
    const first = pair[0].app.log;
    const warn = first.warn.bind(first);
    first.warn = ((message: string) => {
      warnings.push(String(message));
      warn(message);
    }) as typeof first.warn;
    return pair;
  };

  it('refuses the 21st attempt of an address in a minute whichever instance takes it', async () => {
    const [a, b] = await cluster(String(REDIS_URL));
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) statuses.push(await attempt(n % 2 === 0 ? (a as TestApp) : (b as TestApp)));
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = await (b as TestApp).call('POST', '/api/v1/auth/login', {
      body: { account: 'admin', password: 'whatever-1' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps sign-in working with per-instance limits while Redis is down, stays ready, and says so once', async () => {
    const proxy = await startTcpProxy(Number(new URL(String(REDIS_URL)).port || 6379));
    proxies.push(proxy);
    const warnings: string[] = [];
    const [a] = await cluster(`redis://127.0.0.1:${proxy.port}`, warnings);
    const t = a as TestApp;
    expect(await attempt(t)).toBe(401);
    proxy.cut();
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) statuses.push(await attempt(t));
    // The instance counts alone now: its own 20 attempts a minute, then 429.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await t.call('GET', '/readyz')).statusCode).toBe(200);
    expect(warnings.filter((line) => line.startsWith('Redis unavailable'))).toHaveLength(1);
  });
});
