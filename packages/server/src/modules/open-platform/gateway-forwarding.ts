import type { IncomingMessage } from 'node:http';
import { first, type GatewayRequest } from './gateway-call';
import type { RuntimeApi, RuntimeApp } from './gateway-directory';
import { rewriteHeaders } from './gateway-plugin-runtime';
import { HOP_BY_HOP } from './gateway-upstream';

/** Reads the body up to `max` bytes; null past it (the rest is left unread and the connection closed). */
export const readBody = (raw: IncomingMessage, max: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const declared = Number(raw.headers['content-length'] ?? 0);
    if (declared > max) return resolve(null);
    if (raw.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        raw.off('data', onData);
        raw.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    raw.on('data', onData);
    raw.once('end', () => resolve(Buffer.concat(chunks)));
    raw.once('error', reject);
  });

/** The headers sent upstream: the caller's without hop-by-hop ones and the signature, plus who called. */
export const upstreamHeaders = (
  request: GatewayRequest,
  api: RuntimeApi,
  app: RuntimeApp,
): Record<string, string | string[]> => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (name === 'host' || name === 'content-length' || name === 'signature' || name === 'signature-input') continue;
    headers[name] = value;
  }
  const forwardedFor = first(request.headers['x-forwarded-for']);
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${request.clientIp}` : request.clientIp;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = request.requestId;
  headers['x-beacon-app-id'] = app.appId;
  rewriteHeaders(api, 'request', headers);
  return headers;
};

/** Path values as the built-in sources read them (percent-decoding; a malformed escape stays as sent). */
export const decodedParams = (params: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)];
      } catch {
        return [name, value];
      }
    }),
  );

/** The backend path with the call's `{name}` values put in (as sent: one path segment each). */
export const backendPathOf = (backendPath: string, params: Record<string, string>): string =>
  backendPath.replace(/\{([^/{}]+)\}/g, (whole, name: string) => params[name] ?? whole);
