import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../../packages/server/src/platform/http/message-signature';

// The third party's side of the open API gateway flow (open-api-gateway.e2e.ts): the upstream service a cluster
// forwards to, and an application's signed call (RFC 9421, hmac-sha256, with the server's own signer).

/** One request the upstream received. */
export interface UpstreamHit {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A local HTTP service on 127.0.0.1 answering `reply` as JSON to every request, and what it received. */
export interface Upstream {
  port: number;
  hits: UpstreamHit[];
  close(): Promise<void>;
}

/** Starts the upstream on a free port of 127.0.0.1. */
export const startUpstream = async (reply: unknown): Promise<Upstream> => {
  const hits: UpstreamHit[] = [];
  const body = JSON.stringify(reply);
  const server = http.createServer((request, response) => {
    hits.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** An application's credentials: its appId (the signature's keyid) and its secret (the HMAC key). */
export interface AppCredentials {
  appId: string;
  secret: string;
}

/** A GET through the gateway signed by the application (`@method` and `@target-uri`, a fresh nonce). */
export const signedGet = (url: string, app: AppCredentials): Promise<Response> =>
  fetch(url, { headers: signRequest({ method: 'GET', url, keyId: app.appId, secret: app.secret }) });
