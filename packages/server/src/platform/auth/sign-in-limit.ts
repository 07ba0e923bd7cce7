import type { onRequestAsyncHookHandler } from 'fastify';
import type { SharedCounters } from '../cluster/shared-counters';
import { AppError } from '../http/app-error';

const MINUTE_MS = 60_000;

/**
 * A per-IP limit on sign-in attempts (beside the per-account lockout): past `perMinute` attempts a minute an
 * address gets 429 with `Retry-After`. Counted in the shared counters, so cluster-wide with Redis.
 */
export const createSignInLimit =
  (counters: SharedCounters, perMinute: number): onRequestAsyncHookHandler =>
  async (request) => {
    const { count, resetInMs } = await counters.hit(`sign-in:${request.ip}`, MINUTE_MS);
    if (count <= perMinute) return;
    const retryAfterS = Math.max(1, Math.ceil(resetInMs / 1000));
    throw AppError.tooManyRequests(
      `too many sign-in attempts from this address; retry in ${retryAfterS} seconds`,
      retryAfterS,
    );
  };
