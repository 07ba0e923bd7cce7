import { createHash, timingSafeEqual } from 'node:crypto';
import { GATEWAY_RUNTIME_LIMITS } from '@beacon/contracts/gateway-runtime';
import type { Kysely } from 'kysely';
import type { SharedCounters } from '../../platform/cluster/shared-counters';
import { AppError } from '../../platform/http/app-error';
import {
  parseSignature,
  type SignedMessage,
  sha256OfDigestHeader,
  verifyParsed,
} from '../../platform/http/message-signature';
import { answerBuiltin } from './gateway-builtins';
import {
  emptyOutcome,
  first,
  type GatewayOutcome,
  type GatewayRequest,
  hasBody,
  json,
  Refused,
  refuse,
  refusedOutcome,
  SIGNATURE_MESSAGES,
  SIGNATURE_STATUS,
  whoOf,
} from './gateway-call';
import type { GatewayDirectory, RouteMatch, RuntimeApp } from './gateway-directory';
import { backendPathOf, decodedParams, readBody, upstreamHeaders } from './gateway-forwarding';
import {
  bodyLimitOf,
  corsHeaders,
  countRate,
  ipAllowed,
  preflightHeaders,
  rewriteHeaders,
} from './gateway-plugin-runtime';
import type { GatewayRuntimeDatabase } from './gateway-runtime.repository';
import type { Upstreams } from './gateway-upstream';

/** The services the pipeline uses. */
export interface GatewayServices {
  db: Kysely<GatewayRuntimeDatabase>;
  directory: GatewayDirectory;
  upstreams: Upstreams;
  counters: SharedCounters;
}

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
