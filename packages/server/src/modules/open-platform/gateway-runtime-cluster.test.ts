import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../platform/http/message-signature';
import { createTestCluster, type TestApp } from '../../test/test-app';
import { createApp } from './app-fixtures.test-helper';
import { type Caller, INJECT_ORIGIN, onlineApi, pluginOn, signedCall } from './gateway-runtime-fixtures.test-helper';
import { createPlace, refusalOf } from './open-platform-fixtures.test-helper';

const REDIS_URL = process.env.TEST_REDIS_URL;

// Two instances on one database, their limits shared through one Redis (as a production cluster runs).
describe.runIf(REDIS_URL)('gateway runtime across two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    [a, b] = (await createTestCluster(dialect, 2, {
      REDIS_URL: String(REDIS_URL),
      REDIS_KEY_PREFIX: `gw-${randomUUID()}`,
    })) as [TestApp, TestApp];
    const token = await a.login();
    caller = await createApp(a, token, 'Clustered app');
    const place = await createPlace(a, token);
    const apiId = await onlineApi(a, token, caller.id, {
      name: 'Shared list',
      method: 'GET',
      path: '/shared',
      ...place,
      builtin: 'device-list',
    });
    await pluginOn(a, token, apiId, 'rate-limit', { count: 3, windowSeconds: 60, key: 'app' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts one rate-limit window for the app across both instances', async () => {
    const statuses: number[] = [];
    const remaining: unknown[] = [];
    for (const instance of [a, b, a]) {
      const response = await signedCall(instance, caller, 'GET', '/shared');
      statuses.push(response.statusCode);
      remaining.push(response.headers['ratelimit-remaining']);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await signedCall(b, caller, 'GET', '/shared');
    expect(refusalOf(refused, 429).refusals).toEqual([expect.objectContaining({ reason: 'gatewayRateLimited' })]);
  });

  it('refuses on one instance a nonce the app used on the other', async () => {
    const headers = signRequest({
      method: 'GET',
      url: `${INJECT_ORIGIN}/gateway/nowhere`,
      keyId: caller.appId,
      secret: caller.secret,
    });
    const first = await a.app.inject({ method: 'GET', url: '/gateway/nowhere', headers });
    expect(refusalOf(first, 404).refusals).toEqual([expect.objectContaining({ reason: 'gatewayApiNotFound' })]);
    const replayed = await b.app.inject({ method: 'GET', url: '/gateway/nowhere', headers });
    expect(refusalOf(replayed, 401).refusals).toEqual([expect.objectContaining({ reason: 'nonceReplayed' })]);
  });
});
