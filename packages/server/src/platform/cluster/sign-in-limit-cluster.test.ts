import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, stopServer } from '../../test/server-process';
import { startTcpProxy } from '../../test/tcp-proxy';
import { freshPostgresSchema } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** One failed sign-in with a name used once (no account lockout in the way): its status. */
const failSignIn = async (server: ServerProcess): Promise<number> =>
  (
    await fetch(`${server.origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: `nobody-${randomUUID()}`, password: 'wrong-pass-1' }),
    })
  ).status;

// Two server processes on one PostgreSQL schema, their Redis reached through a TCP proxy the test cuts.
describe.runIf(REDIS_URL && process.env.TEST_DATABASE_URL)('the sign-in limit of a two-instance cluster', () => {
  it('counts failures across both instances through Redis, and per instance while Redis is cut', {
    timeout: 90_000,
  }, async () => {
    const schema = await freshPostgresSchema(String(process.env.TEST_DATABASE_URL));
    const proxy = await startTcpProxy(Number(new URL(String(REDIS_URL)).port || 6379));
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: `ci-${randomUUID()}`,
      SIGN_IN_RATE_LIMIT: '10',
    };
    const servers: ServerProcess[] = [];
    try {
      servers.push(await startServer(env), await startServer(env));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const shared: number[] = [];
      for (let n = 0; n < 10; n += 1) shared.push(await failSignIn(n % 2 === 0 ? a : b));
      expect(shared.every((status) => status === 401)).toBe(true);
      // Ten failures in all, five on each: the eleventh is refused on either instance.
      expect([await failSignIn(a), await failSignIn(b)]).toEqual([429, 429]);

      proxy.cut();
      // Each instance now counts alone from zero: ten more failures each before its 429.
      const alone = [];
      for (let n = 0; n < 11; n += 1) alone.push(await failSignIn(a));
      expect(alone.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(alone[10]).toBe(429);
      for (const server of servers) expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
      expect(a.output()).toContain('Redis unavailable');
    } finally {
      for (const server of servers) await stopServer(server);
      await proxy.close();
      await schema.drop();
    }
  });
});
