import { createHash } from 'node:crypto';
import { MSG_ID_TTL_MS, msgIdSchema } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PlatformTables } from '../db/tables';
import { AppError } from './app-error';

type DB = PlatformTables;
const PATH_COLUMN_LENGTH = 512;

/** JSON with object keys sorted, so the same request hashes the same whatever its key order. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** What tells two calls with one msgId apart: method, the whole URL and the body. */
const requestHash = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method}\n${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/** What a repeated msgId gets when the first reply held a secret (which is never stored). */
const SECRET_NOT_REPLAYED = {
  code: 409,
  msg: 'msgId: this request was already done; its reply held a secret, which is not kept (read the record again)',
};
const REPLAY_HEADER = 'x-idempotent-replay';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Takes `msgId` out of a mutating call's body before validation, so strict schemas see only data fields. */
const extractMsgId = async (request: FastifyRequest): Promise<void> => {
  if (!MUTATING.has(request.method) || !isRecord(request.body) || !('msgId' in request.body)) return;
  const parsed = msgIdSchema.safeParse(request.body.msgId);
  if (!parsed.success)
    throw AppError.badRequest('body.msgId: must be 8-64 letters, digits, _ or -').with(refusal('msgId', 'msgIdFormat'));
  request.msgId = parsed.data;
  const { msgId: _taken, ...rest } = request.body;
  request.body = rest;
};

/**
 * msgId idempotency per account for 24 h: the first call with a msgId holds the key; a repeat gets the
 * first reply again and runs nothing; a repeat while the first still runs gets 409.
 */
const holdOrReplay =
  (db: Kysely<DB>) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    // Reads sent as POST (pages, lists) change nothing: holding a key for each would write on every list load.
    if (!request.msgId || !request.auth || !request.routeOptions.config.endpoint?.audit) return;
    const accountId = request.auth.accountId;
    const now = Date.now();
    const hash = requestHash(request);
    const inserted = await db
      .insertInto('idempotency_key')
      .values({
        account_id: accountId,
        msg_id: request.msgId,
        method: request.method,
        path: request.url.slice(0, PATH_COLUMN_LENGTH),
        request_hash: hash,
        status_code: null,
        body: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['account_id', 'msg_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      request.idempotencyHeld = true;
      return;
    }
    const existing = await db
      .selectFrom('idempotency_key')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('msg_id', '=', request.msgId)
      .executeTakeFirst();
    if (existing && existing.created_at < now - MSG_ID_TTL_MS) {
      // Expired key: forget it and treat this call as new.
      await db
        .deleteFrom('idempotency_key')
        .where('account_id', '=', accountId)
        .where('msg_id', '=', request.msgId)
        .execute();
      return holdOrReplay(db)(request, reply);
    }
    if (existing && existing.request_hash !== hash) {
      throw AppError.conflict('msgId reused with a different request', 409).with(refusal('msgId', 'msgIdReused'));
    }
    if (!existing || existing.status_code === null || existing.body === null) {
      throw AppError.conflict('msgId: a call with this msgId is still being processed', 409).with(
        refusal('msgId', 'msgIdPending'),
      );
    }
    return reply
      .status(existing.status_code)
      .header(REPLAY_HEADER, 'true')
      .type('application/json')
      .send(existing.body);
  };

/** Stores the reply of a call that held a key; a 5xx or a 429 (try again later) releases the key so a retry can run. */
const completeKey = (db: Kysely<DB>) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (!request.idempotencyHeld || !request.auth || !request.msgId) return payload;
  request.idempotencyHeld = false;
  const key = db
    .updateTable('idempotency_key')
    .where('account_id', '=', request.auth.accountId)
    .where('msg_id', '=', request.msgId);
  if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof payload !== 'string') {
    await db
      .deleteFrom('idempotency_key')
      .where('account_id', '=', request.auth.accountId)
      .where('msg_id', '=', request.msgId)
      .execute();
  } else if (reply.statusCode < 300 && request.routeOptions.config.endpoint?.replyHoldsSecret) {
    // The call stays done once (no second create or reset), but its secret is not kept in clear for replay.
    await key.set({ status_code: 409, body: JSON.stringify(SECRET_NOT_REPLAYED) }).execute();
  } else {
    await key.set({ status_code: reply.statusCode, body: payload }).execute();
  }
  return payload;
};

/** Registers msgId extraction (all routes) and idempotency (authenticated mutating routes). */
export const registerMsgId = (app: FastifyInstance, db: Kysely<DB>): void => {
  app.decorateRequest('msgId', null);
  app.decorateRequest('idempotencyHeld', false);
  app.addHook('preValidation', extractMsgId);
  app.addHook('preHandler', holdOrReplay(db));
  app.addHook('onSend', completeKey(db));
};

/** Deletes idempotency keys older than 24 h. */
export const purgeExpiredMsgIds = async (db: Kysely<DB>): Promise<void> => {
  await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', Date.now() - MSG_ID_TTL_MS)
    .execute();
};
