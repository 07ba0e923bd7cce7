import { refusal } from '@beacon/contracts/reasons';
import type { FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import type { SharedCounters } from '../cluster/shared-counters';
import { AppError } from '../http/app-error';

const MINUTE_MS = 60_000;
/** Successful sign-ins one address may make a minute, as a multiple of the failures it may make. */
const SUCCESS_ALLOWANCE = 10;

/** The sign-in route's hooks: a check before the attempt, and the count once its answer is known (before it is sent). */
export interface SignInLimit {
  onRequest: onRequestAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
}

/**
 * A per-IP limit on sign-in (beside the per-account lockout): past `perMinute` failed attempts a minute an address
 * gets 429 with `Retry-After`; successful sign-ins count against ten times that, so an office behind one address
 * is not refused for signing in. Counted in the shared counters, so cluster-wide with Redis.
 */
export const createSignInLimit = (counters: SharedCounters, perMinute: number): SignInLimit => {
  const refused = new WeakSet<FastifyRequest>();
  const failures = (ip: string) => `sign-in-failed:${ip}`;
  const successes = (ip: string) => `sign-in-ok:${ip}`;
  return {
    onRequest: async (request) => {
      const [failed, succeeded] = await Promise.all([
        counters.peek(failures(request.ip)),
        counters.peek(successes(request.ip)),
      ]);
      const over = [
        failed.count >= perMinute ? failed : undefined,
        succeeded.count >= perMinute * SUCCESS_ALLOWANCE ? succeeded : undefined,
      ].find((window) => window !== undefined);
      if (!over) return;
      refused.add(request);
      const retryAfterS = Math.max(1, Math.ceil(over.resetInMs / 1000));
      throw AppError.tooManyRequests(
        `too many sign-in attempts from this address; retry in ${retryAfterS} seconds`,
        retryAfterS,
      ).with(refusal('', 'rateLimited', { seconds: retryAfterS }));
    },
    // Counted before the answer leaves, so the caller's next attempt always sees this one.
    onSend: async (request, reply, payload) => {
      if (refused.has(request)) return payload;
      await counters.hit(reply.statusCode === 200 ? successes(request.ip) : failures(request.ip), MINUTE_MS);
      return payload;
    },
  };
};
