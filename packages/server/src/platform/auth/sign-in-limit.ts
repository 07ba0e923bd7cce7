import { ErrorCode } from '@beacon/contracts/protocol';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../http/app-error';

/**
 * A per-IP limit on sign-in attempts (beside the per-account lockout): past `perMinute` attempts a
 * minute an address gets 429 with `Retry-After`. Returns the hook the sign-in route runs first.
 */
export const createSignInLimit = async (
  app: FastifyInstance,
  perMinute: number,
): Promise<onRequestAsyncHookHandler> => {
  await app.register(rateLimit, { global: false });
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `too many sign-in attempts from this address; retry in ${context.after}`,
      ),
  });
  return async (request, reply) => {
    await limit.call(app, request, reply);
  };
};
