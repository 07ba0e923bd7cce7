import { randomUUID } from 'node:crypto';
import { isWriteEndpoint } from '@beacon/contracts/endpoint';
import { GATEWAY_RUNTIME_PREFIX } from '@beacon/contracts/gateway-runtime';
import { isFormBPath } from '@beacon/contracts/protocol';
import { isModuleEnabled } from '@beacon/contracts/registry';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiCallLogEntry } from '../../platform/audit/activity-logs';
import { toAppError } from '../../platform/http/error-handler';
import type { ModuleContext } from '../../platform/module';
import type { NodeHealthReport } from './cluster-health';
import { type GatewayOutcome, type GatewayRequest, notServedOutcome, refusedOutcome } from './gateway-call';
import { GatewayDirectory } from './gateway-directory';
import { GatewayPipeline } from './gateway-pipeline';
import type { GatewayRuntimeDatabase } from './gateway-runtime.repository';
import { Upstreams } from './gateway-upstream';

/** The bus channel telling every instance that APIs, plugins, clusters or applications changed. */
export const GATEWAY_CHANGED_CHANNEL = 'gateway-changed';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

const callLogEntry = (request: GatewayRequest, outcome: GatewayOutcome, durationMs: number): ApiCallLogEntry => ({
  appId: outcome.app?.appId ?? outcome.keyId,
  appName: outcome.app?.name ?? '',
  apiId: outcome.api?.id ?? null,
  apiName: outcome.api?.name ?? '',
  method: request.method,
  path: request.path,
  httpStatus: outcome.status,
  result: outcome.status < 400 ? 'success' : 'fail',
  durationMs,
  clientIp: request.clientIp,
  requestId: request.requestId,
  errorMessage: outcome.message,
  bytesIn: outcome.bytesIn,
  bytesOut: outcome.body.length,
  reason: outcome.reason,
});

/** The call as the pipeline reads it (the target URI as the client signed it: scheme, Host, path and query). */
const gatewayRequestOf = (request: FastifyRequest): GatewayRequest => {
  const query = request.url.indexOf('?');
  const fullPath = query < 0 ? request.url : request.url.slice(0, query);
  return {
    method: request.method,
    path: fullPath.slice(GATEWAY_RUNTIME_PREFIX.length) || '/',
    search: query < 0 ? '' : request.url.slice(query),
    targetUri: `${request.protocol}://${request.host}${request.url}`,
    headers: request.headers,
    clientIp: request.ip,
    protocol: request.protocol,
    host: request.host,
    requestId: randomUUID(),
    raw: request.raw,
  };
};

/** Whether a successful console call changed what the gateway routes to or who may call it. */
const changesGateway = (request: FastifyRequest, reply: FastifyReply): boolean => {
  const endpoint = request.routeOptions.config?.endpoint;
  return endpoint !== undefined && reply.statusCode < 400 && isWriteEndpoint(endpoint) && isFormBPath(endpoint.path);
};

/**
 * Registers the gateway runtime `/gateway/*`: signed calls of third-party applications, checked, limited and
 * answered by the pipeline, each recorded in the API call log. Its directory of APIs and applications is dropped
 * after any change made through the business centre or gateway management, here and (by the bus) everywhere.
 */
export const registerGatewayRuntime = (
  ctx: ModuleContext,
  db: Kysely<GatewayRuntimeDatabase>,
  health: NodeHealthReport,
): GatewayDirectory => {
  const directory = new GatewayDirectory(db, ctx.secrets);
  const upstreams = new Upstreams(health);
  const pipeline = new GatewayPipeline({ db, directory, upstreams, counters: ctx.counters });
  const enabled = isModuleEnabled(ctx.settings.variant, 'openapi');
  ctx.bus.onBroadcast(GATEWAY_CHANGED_CHANNEL, () => directory.invalidate());
  ctx.app.addHook('onResponse', async (request, reply) => {
    if (!changesGateway(request, reply)) return;
    directory.invalidate();
    ctx.bus.broadcast(GATEWAY_CHANGED_CHANNEL, '{}');
  });
  ctx.app.addHook('onClose', async () => upstreams.close());

  const record = (entry: ApiCallLogEntry) =>
    ctx.logs.apiCall(entry).catch((error: unknown) => ctx.app.log.warn({ err: error }, 'API call log append failed'));

  ctx.app.register(async (scope) => {
    // The pipeline reads the body itself, after the signature verified, within its limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: [...METHODS],
      url: `${GATEWAY_RUNTIME_PREFIX}/*`,
      // An API reply relayed for an application, not a console page: no browser security headers of the console's.
      helmet: false,
      handler: async (request, reply) => {
        const started = performance.now();
        const call = gatewayRequestOf(request);
        let outcome: GatewayOutcome;
        if (!enabled) {
          outcome = notServedOutcome(call);
        } else {
          try {
            outcome = await pipeline.answer(call, Date.now());
          } catch (error) {
            const failure = toAppError(error as FastifyError, request);
            if (failure.status >= 500 && failure.status !== 503)
              request.log.error({ err: error }, 'gateway call failed');
            outcome = refusedOutcome(failure);
          }
        }
        reply.status(outcome.status).headers(outcome.headers).header('x-request-id', call.requestId);
        void record(callLogEntry(call, outcome, performance.now() - started));
        return reply.send(outcome.body);
      },
    });
  });
  return directory;
};
