import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Mutating console calls, except page/list queries: POSTs by protocol that change nothing. */
const isAudited = (request: FastifyRequest): boolean =>
  MUTATING.has(request.method) &&
  request.url.startsWith('/api/') &&
  !/\/(page|list)$/.test(request.routeOptions.url ?? '');

const targetOf = (request: FastifyRequest): string => {
  if (request.auditTargetId) return request.auditTargetId;
  const params = isRecord(request.params) ? request.params : {};
  const body = isRecord(request.body) ? request.body : {};
  const query = isRecord(request.query) ? request.query : {};
  const id = params.id ?? body.id ?? query.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
};

const actionOf = (request: FastifyRequest): string => {
  const configured = request.routeOptions.config.action;
  if (configured) return configured;
  // e.g. DELETE /api/v1/system/role/:id -> role.delete; POST /api/v1/system/role/save -> role.save
  const segments = (request.routeOptions.url ?? request.url).split('/').filter((s) => s && !s.startsWith(':'));
  const tail = segments.slice(-2);
  return request.method === 'DELETE' && tail.length > 0 ? `${tail[tail.length - 1]}.delete` : tail.join('.');
};

/** Captures the reply's protocol code for the log (replies are JSON strings by then). */
const captureResultCode = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
  if (isAudited(request) && typeof payload === 'string' && payload.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(payload);
      if (isRecord(parsed)) {
        if (parsed.code !== undefined) request.resultCode = String(parsed.code);
        const data = parsed.data ?? parsed.object;
        if (!request.auditTargetId && isRecord(data) && (typeof data.id === 'number' || typeof data.id === 'string')) {
          request.auditTargetId = String(data.id);
        }
      }
    } catch {
      // Not JSON: the status code alone is recorded.
    }
  }
  return payload;
};

/**
 * Records every console change (POST/PUT/DELETE/PATCH under /api/ except page/list queries), successful or not, after the reply:
 * who, module, action, target, msgId, IP, result and duration. Bodies are never stored, so neither
 * tokens nor passwords can reach the log.
 */
export const registerOperaLog = (app: FastifyInstance, db: Kysely<DB>): void => {
  app.decorateRequest('auditAccount', null);
  app.decorateRequest('auditTargetId', null);
  app.decorateRequest('resultCode', null);
  app.addHook('onSend', captureResultCode);
  app.addHook('onResponse', async (request, reply) => {
    if (!isAudited(request)) return;
    try {
      await db
        .insertInto('opera_log')
        .values({
          account: request.auth?.account ?? request.auditAccount ?? '',
          module: request.routeOptions.config.module ?? (request.url.startsWith('/api/v1/auth/') ? 'auth' : ''),
          action: actionOf(request).slice(0, 128),
          method: request.method,
          path: request.url.split('?')[0]?.slice(0, 512) ?? '',
          target_id: targetOf(request).slice(0, 128),
          msg_id: request.msgId ?? '',
          ip: request.ip,
          result_code: request.resultCode ?? String(reply.statusCode),
          http_status: reply.statusCode,
          duration_ms: Math.round(reply.elapsedTime),
          create_date: Date.now(),
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'operation log write failed');
    }
  });
};
