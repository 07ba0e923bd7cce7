import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GATEWAY_RUNTIME_LIMITS } from '@beacon/contracts/gateway-runtime';
import type { ReasonKey, ReasonParams, Refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import type { SharedCounters } from '../../platform/cluster/shared-counters';
import { AppError } from '../../platform/http/app-error';
import {
  parseSignature,
  type SignatureRefusal,
  type SignedMessage,
  sha256OfDigestHeader,
  verifyParsed,
} from '../../platform/http/message-signature';
import { answerBuiltin } from './gateway-builtins';
import type { GatewayDirectory, RouteMatch, RuntimeApi, RuntimeApp } from './gateway-directory';
import {
  bodyLimitOf,
  corsHeaders,
  countRate,
  ipAllowed,
  preflightHeaders,
  rewriteHeaders,
} from './gateway-plugin-runtime';
import type { GatewayRuntimeDatabase } from './gateway-runtime.repository';
import { HOP_BY_HOP, type Upstreams } from './gateway-upstream';

/** One call as the gateway received it. */
export interface GatewayRequest {
  method: string;
  /** The gateway path (the API's path: after `/gateway`, without the query). */
  path: string;
  /** The query string, with its `?`, or ''. */
  search: string;
  targetUri: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  clientIp: string;
  protocol: string;
  host: string;
  requestId: string;
  /** The body stream, read only once the signature verified. */
  raw: IncomingMessage;
}

/** What the call came to: the reply, and what the call log records of it. */
export interface GatewayOutcome {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  app: RuntimeApp | null;
  /** The keyid the caller signed with, when no application has it. */
  keyId: string;
  api: RuntimeApi | null;
  bytesIn: number;
  /** The refusal's reason key and English message; empty on success. */
  reason: string;
  message: string;
}

/** The services the pipeline uses. */
export interface GatewayServices {
  db: Kysely<GatewayRuntimeDatabase>;
  directory: GatewayDirectory;
  upstreams: Upstreams;
  counters: SharedCounters;
}

const SIGNATURE_STATUS: Record<SignatureRefusal, number> = {
  signatureMissing: 401,
  signatureMalformed: 401,
  signatureComponents: 401,
  signatureParams: 401,
  signatureExpired: 401,
  signatureInvalid: 401,
  digestMissing: 400,
};

const SIGNATURE_MESSAGES: Record<SignatureRefusal, string> = {
  signatureMissing: 'signature: no Signature or Signature-Input header',
  signatureMalformed: 'signature: Signature or Signature-Input is not a valid structured field',
  signatureComponents: 'signature: must cover "@method", "@target-uri" and, with a body, "content-digest"',
  signatureParams: 'signature: created, nonce and keyid are required and alg must be hmac-sha256',
  signatureExpired: 'signature: created is more than 300 s from the server clock (or expires passed)',
  signatureInvalid: 'signature: does not verify',
  digestMissing: 'content-digest: covered by the signature but missing',
};

/** A refusal as the pipeline throws it: the AppError and the headers it carries (RateLimit-*, CORS). */
class Refused extends Error {
  constructor(
    readonly error: AppError,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

const refuse = (
  status: number,
  reason: ReasonKey,
  message: string,
  params: ReasonParams = {},
  extra: { retryAfterS?: number; headers?: Record<string, string> } = {},
) => {
  const refused: Refusal = Object.keys(params).length > 0 ? { path: '', reason, params } : { path: '', reason };
  return new Refused(new AppError(status, status, message, extra.retryAfterS, [refused]), extra.headers);
};

const hasBody = (headers: GatewayRequest['headers']): boolean =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Reads the body up to `max` bytes; null past it (the rest is left unread and the connection closed). */
const readBody = (raw: IncomingMessage, max: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const declared = Number(raw.headers['content-length'] ?? 0);
    if (declared > max) return resolve(null);
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
const upstreamHeaders = (
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

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** Path values as the built-in sources read them (percent-decoding; a malformed escape stays as sent). */
const decodedParams = (params: Record<string, string>): Record<string, string> =>
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
const backendPathOf = (backendPath: string, params: Record<string, string>): string =>
  backendPath.replace(/\{([^/{}]+)\}/g, (whole, name: string) => params[name] ?? whole);

const emptyOutcome = (): GatewayOutcome => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(0),
  app: null,
  keyId: '',
  api: null,
  bytesIn: 0,
  reason: '',
  message: '',
});

const whoOf = ({ app, keyId, api, bytesIn }: GatewayOutcome) => ({ app, keyId, api, bytesIn });

/** A refusal as the gateway answers it: form B with the reason key, its status, `Retry-After` when it has one. */
export const refusedOutcome = (error: AppError, headers: Record<string, string | string[]> = {}): GatewayOutcome => {
  const shown: Record<string, string | string[]> = { ...headers, 'content-type': 'application/json; charset=utf-8' };
  if (error.retryAfterS !== undefined) shown['retry-after'] = String(error.retryAfterS);
  return {
    ...emptyOutcome(),
    status: error.status,
    headers: shown,
    body: json({ code: error.code, msg: error.message, object: null, refusals: error.refusals }),
    reason: error.refusals[0]?.reason ?? '',
    message: error.message,
  };
};

/** The refusal of a call when the Open API module is off in this variant: as an API that is not online. */
export const notServedOutcome = (request: Pick<GatewayRequest, 'method' | 'path'>): GatewayOutcome =>
  refusedOutcome(refuse(404, 'gatewayApiNotFound', `route ${request.method} ${request.path}: no online API`).error);

/**
 * The gateway's checks and its answer, in the documented order: 401 (signature, created, app, nonce), 400 (body
 * digest), 404 (online API), 403 (closed app, API not bound, ip-restriction), 413 (request-size), 429
 * (rate-limit); then the built-in source or the service cluster. Nothing refused reaches the upstream.
 */
export class GatewayPipeline {
  constructor(private readonly services: GatewayServices) {}

  /** Answers one call (refusals included); throws only for unexpected failures (the database). */
  async answer(request: GatewayRequest, nowMs: number): Promise<GatewayOutcome> {
    const outcome = emptyOutcome();
    try {
      const preflight = await this.preflight(request);
      if (preflight) return { ...outcome, ...preflight };
      await this.serve(request, nowMs, outcome);
      return outcome;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return { ...refusedOutcome(error.error, { ...outcome.headers, ...error.headers }), ...whoOf(outcome) };
    }
  }

  /** A browser's CORS preflight for an API whose `cors` plugin allows the origin (unsigned, as preflights are). */
  private async preflight(request: GatewayRequest): Promise<Partial<GatewayOutcome> | null> {
    const wanted = first(request.headers['access-control-request-method']);
    const origin = first(request.headers.origin);
    if (request.method !== 'OPTIONS' || !wanted || !origin) return null;
    const route = await this.services.directory.api(wanted.toUpperCase(), request.path);
    const headers = route ? preflightHeaders(route.api, origin) : null;
    return headers ? { status: 204, headers, api: route?.api ?? null } : null;
  }

  private async serve(request: GatewayRequest, nowMs: number, outcome: GatewayOutcome): Promise<void> {
    const { directory, counters } = this.services;
    const withBody = hasBody(request.headers);
    const message: SignedMessage = { method: request.method, targetUri: request.targetUri, headers: request.headers };
    const parsed = parseSignature(message, withBody, Math.floor(nowMs / 1000));
    if (!parsed.ok) throw refuse(SIGNATURE_STATUS[parsed.reason], parsed.reason, SIGNATURE_MESSAGES[parsed.reason]);
    const signature = parsed.signature;
    const app = await directory.app(signature.keyId);
    if (!app) {
      outcome.keyId = signature.keyId;
      throw refuse(401, 'appUnknown', 'keyid: no application has this appId');
    }
    outcome.app = app;
    if (!verifyParsed(signature, app.secret))
      throw refuse(401, 'signatureInvalid', SIGNATURE_MESSAGES.signatureInvalid);
    const fresh = await counters.claim(
      `gateway-nonce:${app.appId}:${signature.nonce}`,
      GATEWAY_RUNTIME_LIMITS.nonceTtlMs,
    );
    if (!fresh) throw refuse(401, 'nonceReplayed', 'nonce: used by this application in the last 10 minutes');

    const body = await readBody(request.raw, GATEWAY_RUNTIME_LIMITS.bodyMaxBytes);
    if (body === null) {
      outcome.headers.connection = 'close';
      const max = GATEWAY_RUNTIME_LIMITS.bodyMaxBytes;
      throw refuse(413, 'requestTooLarge', `body: larger than ${max} bytes`, { max });
    }
    outcome.bytesIn = body.length;
    if (signature.components.includes('content-digest')) {
      const expected = sha256OfDigestHeader(first(request.headers['content-digest']) ?? '');
      const actual = createHash('sha256').update(body).digest();
      if (!expected || expected.length !== actual.length || !timingSafeEqual(expected, actual))
        throw refuse(400, 'digestMismatch', 'content-digest: does not match the body (sha-256)');
    }

    const route = await directory.api(request.method, request.path);
    if (!route) throw refuse(404, 'gatewayApiNotFound', `route ${request.method} ${request.path}: no online API`);
    const { api } = route;
    outcome.api = api;
    const cors = corsHeaders(api, first(request.headers.origin));
    if (app.closed) throw refuse(403, 'appClosed', 'application: closed');
    if (!app.apiIds.has(api.id)) throw refuse(403, 'apiNotBound', 'application: not bound to this API');
    if (!ipAllowed(api, request.clientIp)) throw refuse(403, 'ipDenied', `client ${request.clientIp}: not allowed`);
    const limit = bodyLimitOf(api);
    if (limit !== null && body.length > limit)
      throw refuse(413, 'requestTooLarge', `body: larger than ${limit} bytes`, { max: limit }, { headers: cors });
    const rate = await countRate(api, app, request.clientIp, counters);
    const shown = { ...cors, ...rate?.headers };
    if (rate?.retryAfterS != null) {
      const seconds = rate.retryAfterS;
      throw refuse(
        429,
        'gatewayRateLimited',
        `rate limit: retry in ${seconds} s`,
        { seconds },
        {
          retryAfterS: seconds,
          headers: shown,
        },
      );
    }

    const reply = await this.reply(request, route, app, body);
    outcome.status = reply.status;
    outcome.headers = { ...reply.headers, ...shown };
    rewriteHeaders(api, 'response', outcome.headers);
    outcome.body = reply.body;
  }

  private async reply(
    request: GatewayRequest,
    { api, params }: RouteMatch,
    app: RuntimeApp,
    body: Buffer,
  ): Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }> {
    const jsonType = { 'content-type': 'application/json; charset=utf-8' };
    if (api.builtin) {
      // A path's `{name}` values read as query parameters (`/device/{iotId}/latest`), the path's winning.
      const query = { ...Object.fromEntries(new URLSearchParams(request.search)), ...decodedParams(params) };
      try {
        const object = await answerBuiltin(this.services.db, api.builtin, app, query);
        return { status: 200, headers: jsonType, body: json({ code: 200, msg: 'success', object }) };
      } catch (error) {
        if (error instanceof AppError) throw new Refused(error);
        throw error;
      }
    }
    if (!api.cluster) throw refuse(503, 'upstreamUnavailable', 'service cluster: none', {}, { retryAfterS: 5 });
    const result = await this.services.upstreams.forward(api.cluster, {
      method: request.method,
      pathAndQuery: `${backendPathOf(api.backendPath, params)}${request.search}`,
      headers: upstreamHeaders(request, api, app),
      body,
    });
    if (result.kind === 'reply') return result;
    if (result.kind === 'timeout') {
      const ms = api.cluster.timeoutMs;
      throw refuse(504, 'upstreamTimeout', `upstream: no answer within ${ms} ms`, { ms });
    }
    if (result.kind === 'unavailable')
      throw refuse(503, 'upstreamUnavailable', 'service cluster: every node is down', {}, { retryAfterS: 5 });
    throw refuse(502, 'upstreamFailed', result.kind === 'tooLarge' ? 'upstream: reply too large' : 'upstream: failed');
  }
}
