import { createSigner, httpbis } from 'http-message-signatures';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentDigestOf, signRequest } from '../../platform/http/message-signature';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { APP, createApp } from './app-fixtures.test-helper';
import { createCluster, node } from './gateway-fixtures.test-helper';
import {
  type Caller,
  INJECT_ORIGIN,
  onlineApi,
  pluginOn,
  signedCall,
  startUpstream,
} from './gateway-runtime-fixtures.test-helper';
import { createPlace, objectOf, refusalOf } from './open-platform-fixtures.test-helper';

type CallRow = Record<string, unknown>;

describeEachDatabase('gateway runtime: signed calls, refusals in order, plugins, forwarding', (dialect) => {
  let t: TestApp;
  let token: string;
  let caller: Caller;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let forwardedId: number;
  let place: { domainId: number; groupId: number };

  const callLog = async (requestId: string): Promise<CallRow> => {
    const page = await t.call('POST', '/api/v1/api-call-log/page', { token, body: { page_index: 1, page_size: 100 } });
    const rows = page.json().result.items as CallRow[];
    const row = rows.find((item) => item.requestId === requestId);
    if (!row) throw new Error(`no call log row for ${requestId}`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    upstream = await startUpstream();
    caller = await createApp(t, token, 'Runtime app');
    place = await createPlace(t, token);
    const clusterId = await createCluster(t, token, 'Local', [node('127.0.0.1', upstream.port)]);
    forwardedId = await onlineApi(t, token, caller.id, {
      name: 'Echo',
      method: 'POST',
      path: '/echo',
      ...place,
      clusterId,
      backendPath: '/backend/echo',
    });
  });
  afterAll(async () => {
    await upstream.close();
    await t.close();
  });

  it('forwards a signed call to the cluster, relays the reply and records the call', async () => {
    const response = await signedCall(t, caller, 'POST', '/echo?x=1', {
      body: '{"hello":"world"}',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ echoed: '{"hello":"world"}' });
    expect(response.headers['x-upstream']).toBe('yes');
    // A relayed API reply carries none of the console's browser security headers.
    expect(response.headers['content-security-policy']).toBeUndefined();
    const requestId = String(response.headers['x-request-id']);
    const reached = upstream.received.at(-1);
    expect(reached?.url).toBe('/backend/echo?x=1');
    expect(reached?.headers['x-request-id']).toBe(requestId);
    expect(reached?.headers['x-beacon-app-id']).toBe(caller.appId);
    expect(reached?.headers.signature).toBeUndefined();
    // Without TRUST_PROXY the client's own X-Forwarded-For is kept as its claim, never as the client IP.
    expect(reached?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(await callLog(requestId)).toMatchObject({
      appId: caller.appId,
      appName: 'Runtime app',
      apiId: forwardedId,
      apiName: 'Echo',
      method: 'POST',
      path: '/echo',
      httpStatus: 200,
      result: 'success',
      clientIp: '127.0.0.1',
      bytesIn: 17,
      bytesOut: response.rawPayload.length,
      reason: '',
    });
  });

  it('verifies a call signed by an off-the-shelf RFC 9421 library (http-message-signatures)', async () => {
    const body = '{"from":"library"}';
    const signed = await httpbis.signMessage(
      {
        key: createSigner(Buffer.from(caller.secret), 'hmac-sha256', caller.appId),
        fields: ['@method', '@target-uri', 'content-digest'],
        params: ['created', 'nonce', 'keyid', 'alg'],
        paramValues: { nonce: `lib-${Date.now()}` },
      },
      {
        method: 'POST',
        url: `${INJECT_ORIGIN}/gateway/echo`,
        headers: { 'content-digest': contentDigestOf(Buffer.from(body)), 'content-type': 'application/json' },
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/gateway/echo',
      headers: signed.headers as Record<string, string>,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ echoed: body });
  });

  it('refuses in the documented order, each with its reason key, and nothing refused reaches the upstream', async () => {
    const before = upstream.received.length;
    const refusedWith = async (response: Awaited<ReturnType<typeof signedCall>>, status: number, reason: string) => {
      const body = refusalOf(response, status);
      expect(body.refusals).toEqual([expect.objectContaining({ reason })]);
      expect((await callLog(String(response.headers['x-request-id']))).reason).toBe(reason);
      return response;
    };
    const now = Math.floor(Date.now() / 1000);
    await refusedWith(await t.app.inject({ method: 'GET', url: '/gateway/echo' }), 401, 'signatureMissing');
    await refusedWith(
      await t.app.inject({ method: 'GET', url: '/gateway/echo', headers: { signature: 'x', 'signature-input': '(' } }),
      401,
      'signatureMalformed',
    );
    // A body the signature does not cover.
    const bodiless = signRequest({
      method: 'POST',
      url: `${INJECT_ORIGIN}/gateway/echo`,
      keyId: caller.appId,
      secret: caller.secret,
    });
    const withBody = await t.app.inject({ method: 'POST', url: '/gateway/echo', headers: bodiless, payload: '{}' });
    await refusedWith(withBody, 401, 'signatureComponents');
    await refusedWith(
      await signedCall(t, caller, 'POST', '/echo', { body: '{}', created: now - 400 }),
      401,
      'signatureExpired',
    );
    await refusedWith(
      await signedCall(t, caller, 'POST', '/echo', { body: '{}', created: now + 400 }),
      401,
      'signatureExpired',
    );
    await refusedWith(
      await signedCall(t, { ...caller, appId: 'NoSuchApplication0000' }, 'POST', '/echo', { body: '{}' }),
      401,
      'appUnknown',
    );
    await refusedWith(
      await signedCall(t, caller, 'POST', '/echo', { body: '{}', secret: 'not-the-secret' }),
      401,
      'signatureInvalid',
    );
    const nonce = `once-${Date.now()}`;
    expect((await signedCall(t, caller, 'POST', '/echo', { body: '{}', nonce })).statusCode).toBe(200);
    await refusedWith(await signedCall(t, caller, 'POST', '/echo', { body: '{}', nonce }), 401, 'nonceReplayed');
    const forged = await signedCall(t, caller, 'POST', '/echo', {
      body: '{"a":1}',
      headers: { 'content-digest': contentDigestOf(Buffer.from('{"a":2}')) },
    });
    // The digest header is covered: a changed one breaks the signature first.
    expect(forged.statusCode).toBe(401);
    await refusedWith(await signedCall(t, caller, 'GET', '/nowhere'), 404, 'gatewayApiNotFound');
    const reached = upstream.received.length;
    expect(reached - before).toBe(1);
  });

  it('refuses a body that does not match its digest, or a covered digest that is missing (400), before the API', async () => {
    const url = `${INJECT_ORIGIN}/gateway/nowhere`;
    const signedFor = (body: string) =>
      signRequest({ method: 'POST', url, body: Buffer.from(body), keyId: caller.appId, secret: caller.secret });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/gateway/nowhere',
      headers: { ...signedFor('{"a":2}'), 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(refusalOf(mismatch, 400).refusals).toEqual([expect.objectContaining({ reason: 'digestMismatch' })]);
    const { 'content-digest': _dropped, ...withoutDigest } = signedFor('{"a":1}');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/gateway/nowhere',
      headers: withoutDigest,
      payload: '{"a":1}',
    });
    expect(refusalOf(missing, 400).refusals).toEqual([expect.objectContaining({ reason: 'digestMissing' })]);
  });

  it('answers 403 for a closed app, an unbound API and a denied IP; 413 request-size; 429 rate-limit', async () => {
    const other = await createApp(t, token, 'Unbound app');
    const refused = async (response: Awaited<ReturnType<typeof signedCall>>, status: number, reason: string) =>
      expect(refusalOf(response, status).refusals).toEqual([expect.objectContaining({ reason })]);
    await refused(await signedCall(t, other, 'POST', '/echo', { body: '{}' }), 403, 'apiNotBound');

    const clusterId = await createCluster(t, token, 'Limited', [node('127.0.0.1', upstream.port)]);
    const limitedId = await onlineApi(t, token, caller.id, {
      name: 'Limited',
      method: 'POST',
      path: '/limited',
      ...place,
      clusterId,
      backendPath: '/limited',
    });
    await pluginOn(t, token, limitedId, 'request-size', { maxBytes: 8 });
    await pluginOn(t, token, limitedId, 'rate-limit', { count: 2, windowSeconds: 60, key: 'app' });
    const big = await signedCall(t, caller, 'POST', '/limited', { body: '{"toolarge":1}' });
    await refused(big, 413, 'requestTooLarge');
    const first = await signedCall(t, caller, 'POST', '/limited', { body: '{}' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect((await signedCall(t, caller, 'POST', '/limited', { body: '{}' })).headers['ratelimit-remaining']).toBe('0');
    const limited = await signedCall(t, caller, 'POST', '/limited', { body: '{}' });
    await refused(limited, 429, 'gatewayRateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-remaining']).toBe('0');

    await pluginOn(t, token, limitedId, 'ip-restriction', { allow: ['10.0.0.0/8'], deny: [] });
    await refused(await signedCall(t, caller, 'POST', '/limited', { body: '{}' }), 403, 'ipDenied');

    objectOf(await t.call('PUT', `${APP}/update/closed?id=${caller.id}&isClosed=true`, { token }));
    await refused(await signedCall(t, caller, 'POST', '/echo', { body: '{}' }), 403, 'appClosed');
    objectOf(await t.call('PUT', `${APP}/update/closed?id=${caller.id}&isClosed=false`, { token }));
    expect((await signedCall(t, caller, 'POST', '/echo', { body: '{}' })).statusCode).toBe(200);
  });

  it('stops accepting the old secret the moment it is reset', async () => {
    expect((await signedCall(t, caller, 'POST', '/echo', { body: '{}' })).statusCode).toBe(200);
    const { secret } = objectOf(await t.call('GET', `${APP}/reset-secret?id=${caller.id}`, { token })) as {
      secret: string;
    };
    const old = await signedCall(t, caller, 'POST', '/echo', { body: '{}' });
    expect(refusalOf(old, 401).refusals).toEqual([expect.objectContaining({ reason: 'signatureInvalid' })]);
    caller = { ...caller, secret };
    expect((await signedCall(t, caller, 'POST', '/echo', { body: '{}' })).statusCode).toBe(200);
  });
});
