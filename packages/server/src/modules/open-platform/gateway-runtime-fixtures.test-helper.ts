import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../../platform/http/message-signature';
import type { TestApp } from '../../test/test-app';
import { APP } from './app-fixtures.test-helper';
import { GW } from './gateway-fixtures.test-helper';
import { OP, objectOf } from './open-platform-fixtures.test-helper';

/** Where `app.inject` requests land: the target URI a test signs. */
export const INJECT_ORIGIN = 'http://localhost:80';

/** An application able to sign calls. */
export interface Caller {
  id: number;
  appId: string;
  secret: string;
}

/** Sends a signed call to the gateway through `app.inject` (options change what is signed or sent). */
export const signedCall = (
  t: TestApp,
  caller: Caller,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; created?: number; nonce?: string; secret?: string } = {},
) => {
  const url = `/gateway${path}`;
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const signed = signRequest({
    method,
    url: `${INJECT_ORIGIN}${url}`,
    body,
    keyId: caller.appId,
    secret: options.secret ?? caller.secret,
    created: options.created,
    nonce: options.nonce,
  });
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...signed, ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(body ? { payload: body } : {}),
  });
};

/** A local upstream on port 0 that records what reached it and answers as told. */
export const startUpstream = async (
  answer: (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => void = (_, body, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-upstream', 'yes');
    res.end(JSON.stringify({ echoed: body.toString() }));
  },
) => {
  const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: body.toString(),
      });
      answer(request, body, response);
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Creates an API (forwarded to a cluster, or built-in), deploys it and binds it to the application; its id. */
export const onlineApi = async (t: TestApp, token: string, appRecordId: number, body: object) => {
  const { id } = objectOf(await t.call('POST', `${OP.api}/save`, { token, body })) as { id: number };
  objectOf(await t.call('GET', `${OP.api}/deploy?id=${id}`, { token }));
  objectOf(await t.call('POST', `${APP}/bing-api`, { token, body: { id: appRecordId, apiIds: [id] } }));
  return id;
};

/** Creates a plugin and binds it to an API; its id. */
export const pluginOn = async (t: TestApp, token: string, apiId: number, type: string, config: object) => {
  const { id } = objectOf(
    await t.call('POST', `${GW.plugin}/save`, { token, body: { name: `${type} ${apiId}`, type, config } }),
  ) as { id: number };
  objectOf(await t.call('POST', `${GW.plugin}/bing-api`, { token, body: { pluginId: id, apiIds: [apiId] } }));
  return id;
};
