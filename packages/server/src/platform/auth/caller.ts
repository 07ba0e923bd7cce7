import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { AuthContext } from '../http/fastify-types';

/** The signed-in caller of a request; 401 when there is none. */
export const callerOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw AppError.tokenInvalid();
  return request.auth;
};
