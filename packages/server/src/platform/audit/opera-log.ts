import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OperaLogTable, PlatformTables } from '../db/tables';
import { fitColumn } from './fit-column';

type Row = Omit<OperaLogTable, 'id'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Replaces the endpoint's audit action in this call's row (a sign-in failure that locked the account). */
    auditAction: string | null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The endpoint of a call that gets a row: one with an `audit` action, and any refused with 403. */
const auditedEndpoint = (request: FastifyRequest, reply: FastifyReply): AnyEndpoint | null => {
  const endpoint = request.routeOptions.config.endpoint;
  return endpoint?.audit || (endpoint && reply.statusCode === 403) ? endpoint : null;
};

const targetOf = (request: FastifyRequest): string => {
  if (request.auditTargetId) return request.auditTargetId;
  const params = isRecord(request.params) ? request.params : {};
  const body = isRecord(request.body) ? request.body : {};
  const query = isRecord(request.query) ? request.query : {};
  // Form B calls name their record in the query (`api/deploy?id=`).
  const id = params.id ?? body.id ?? query.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
};

const accountOf = (request: FastifyRequest, endpoint: AnyEndpoint): string => {
  if (request.auth) return request.auth.account;
  const field = endpoint.auditAccountField;
  const body = isRecord(request.body) ? request.body : {};
  const named = field ? body[field] : undefined;
  return typeof named === 'string' ? named.trim().toLowerCase() : '';
};

const moduleOf = (endpoint: AnyEndpoint): string => {
  const access = endpoint.access;
  return access.kind === 'page' || access.kind === 'button' || access.kind === 'module'
    ? access.module
    : (endpoint.id.split('.')[0] ?? '');
};

/** Captures the reply's protocol code and a created record's id (replies are JSON strings by then). */
const captureResult = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (!auditedEndpoint(request, reply) || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch (error) {
    request.log.debug({ err: error }, 'audited reply is not JSON; only its status is recorded');
    return payload;
  }
  if (isRecord(parsed)) {
    if (parsed.code !== undefined) request.resultCode = String(parsed.code);
    const data = parsed.data ?? parsed.object;
    if (!request.auditTargetId && isRecord(data) && (typeof data.id === 'number' || typeof data.id === 'string')) {
      request.auditTargetId = String(data.id);
    }
  }
  return payload;
};

/** The operation-log row of an audited call. */
const rowOf = (request: FastifyRequest, reply: FastifyReply, endpoint: AnyEndpoint): Row => ({
  account: fitColumn(accountOf(request, endpoint), 64),
  module: moduleOf(endpoint),
  action: request.auditAction ?? endpoint.audit ?? endpoint.id,
  method: request.method,
  path: fitColumn(request.url.split('?')[0] ?? '', 512),
  target_id: fitColumn(targetOf(request), 128),
  msg_id: request.msgId ?? '',
  ip: fitColumn(request.ip, 64),
  user_agent: fitColumn(request.headers['user-agent'] ?? '', 512),
  result_code: fitColumn(request.resultCode ?? String(reply.statusCode), 32),
  http_status: reply.statusCode,
  duration_ms: Math.round(reply.elapsedTime),
  create_date: Date.now(),
});

/**
 * Records every audited call of the endpoint table (its `audit` action), successful or not, and every
 * call refused with 403 (a read's action is its endpoint id), before the reply leaves (so an acknowledged change
 * is already in the log): who, module, action, target, msgId, IP, user agent, result and duration. Bodies are
 * never stored, so neither tokens nor passwords can reach the log.
 */
export const registerOperaLog = (app: FastifyInstance, db: Kysely<PlatformTables>): void => {
  app.decorateRequest('auditTargetId', null);
  app.decorateRequest('resultCode', null);
  app.decorateRequest('auditAction', null);
  app.addHook('onSend', captureResult);
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = auditedEndpoint(request, reply);
    if (!endpoint) return payload;
    try {
      await db
        .insertInto('opera_log')
        .values(rowOf(request, reply, endpoint))
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'operation log write failed');
    }
    return payload;
  });
};

/** Deletes operation-log rows older than the retention. */
export const purgeOperaLog = async (db: Kysely<PlatformTables>, retentionDays: number): Promise<void> => {
  await db
    .deleteFrom('opera_log')
    .where('create_date', '<', Date.now() - retentionDays * 24 * 60 * 60 * 1000)
    .execute();
};
