import { ErrorCode } from '@beacon/contracts/protocol';
import { isModuleEnabled, type Variant } from '@beacon/contracts/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { AuthContext } from '../http/fastify-types';

/** Turns an access token into the caller, or throws the protocol's 401. */
export type ResolveCaller = (token: string) => Promise<AuthContext>;

const readToken = (request: FastifyRequest): string | null => {
  const header = request.headers.accesstoken;
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || null;
  return null;
};

/**
 * Authenticates every `/api/` route that is not public and enforces its module: a module the variant
 * switched off answers 404; a module the caller's roles lack answers 403.
 */
export const registerGuard = (
  app: FastifyInstance,
  options: { variant: Variant; resolveCaller: ResolveCaller },
): void => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const module = config.module;
    if (module && !isModuleEnabled(options.variant, module)) {
      throw new AppError(404, ErrorCode.NOT_FOUND, `module ${module} is not available in this edition`);
    }
    if (config.public) return;
    const token = readToken(request);
    if (!token) throw new AppError(401, ErrorCode.TOKEN_INVALID, 'missing or invalid access token');
    request.auth = await options.resolveCaller(token);
    if (module && !request.auth.resources.has(module)) {
      throw AppError.forbidden(`no permission for module ${module}`);
    }
  });
};
