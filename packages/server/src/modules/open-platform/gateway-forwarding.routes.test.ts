import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createApp } from './app-fixtures.test-helper';
import { createCluster, node } from './gateway-fixtures.test-helper';
import { type Caller, onlineApi, pluginOn, signedCall, startUpstream } from './gateway-runtime-fixtures.test-helper';
import { createPlace, refusalOf } from './open-platform-fixtures.test-helper';

describeEachDatabase('gateway runtime: header rewrites, CORS and forwarding to the nodes', (dialect) => {
  let t: TestApp;
  let token: string;
  let caller: Caller;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let place: { domainId: number; groupId: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    upstream = await startUpstream();
    caller = await createApp(t, token, 'Forwarding app');
    place = await createPlace(t, token);
  });
  afterAll(async () => {
    await upstream.close();
    await t.close();
  });

  it('rewrites headers both ways and answers a CORS preflight of an allowed origin', async () => {
    const clusterId = await createCluster(t, token, 'Rewritten', [node('127.0.0.1', upstream.port)]);
    const apiId = await onlineApi(t, token, caller.id, {
      name: 'Rewritten',
      method: 'GET',
      path: '/rewritten',
      ...place,
      clusterId,
      backendPath: '/rewritten',
    });
    await pluginOn(t, token, apiId, 'header-rewrite', {
      request: { set: { 'x-tenant': 'acme' }, remove: ['x-secret'] },
      response: { set: { 'x-served-by': 'beacon' }, remove: ['x-upstream'] },
    });
    await pluginOn(t, token, apiId, 'cors', {
      origins: ['https://app.example.com'],
      methods: ['GET'],
      headers: [],
      maxAgeSeconds: 60,
    });
    const response = await signedCall(t, caller, 'GET', '/rewritten', {
      headers: { 'x-secret': 'hidden', origin: 'https://app.example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-served-by']).toBe('beacon');
    expect(response.headers['x-upstream']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const reached = upstream.received.at(-1);
    expect(reached?.headers['x-tenant']).toBe('acme');
    expect(reached?.headers['x-secret']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/gateway/rewritten',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET');
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/gateway/rewritten',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('retries an idempotent call on the next node after a connect error, never a POST; times out with 504', async () => {
    const closed = await startUpstream();
    const deadPort = closed.port;
    await closed.close();
    const clusterId = await createCluster(
      t,
      token,
      'Half dead',
      [node('127.0.0.1', deadPort), node('127.0.0.1', upstream.port)],
      {
        retries: 1,
      },
    );
    const getId = await onlineApi(t, token, caller.id, {
      name: 'Get',
      method: 'GET',
      path: '/retry',
      ...place,
      clusterId,
      backendPath: '/retry',
    });
    expect(getId).toBeGreaterThan(0);
    for (let n = 0; n < 2; n++) expect((await signedCall(t, caller, 'GET', '/retry')).statusCode).toBe(200);
    const postCluster = await createCluster(t, token, 'Dead', [node('127.0.0.1', deadPort)], { retries: 2 });
    await onlineApi(t, token, caller.id, {
      name: 'Post',
      method: 'POST',
      path: '/dead',
      ...place,
      clusterId: postCluster,
      backendPath: '/dead',
    });
    const dead = await signedCall(t, caller, 'POST', '/dead', { body: '{}' });
    expect(refusalOf(dead, 502).refusals).toEqual([expect.objectContaining({ reason: 'upstreamFailed' })]);

    const slow = await startUpstream((_, __, response) => setTimeout(() => response.end('late'), 1_000));
    const slowCluster = await createCluster(t, token, 'Slow', [node('127.0.0.1', slow.port)], { timeoutMs: 100 });
    await onlineApi(t, token, caller.id, {
      name: 'Slow',
      method: 'GET',
      path: '/slow',
      ...place,
      clusterId: slowCluster,
      backendPath: '/slow',
    });
    const timedOut = await signedCall(t, caller, 'GET', '/slow');
    expect(refusalOf(timedOut, 504).refusals).toEqual([expect.objectContaining({ reason: 'upstreamTimeout' })]);
    await slow.close();
  });
});
