import type { EndpointAccess } from '@beacon/contracts/endpoint';
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

/** Resources an access rule needs: the module and page for a read, and the button for a write. */
export const requiredResources = (access: EndpointAccess): string[] => {
  if (access.kind === 'page') return [access.module, access.page];
  if (access.kind === 'button') return [access.module, access.page, access.button];
  return [];
};

/** Where the guard gets callers from: the module that owns sessions provides it at start. */
export interface CallerSource {
  resolve: ResolveCaller | null;
}

/**
 * Authenticates and authorizes every route of the endpoint table: a module the variant switched off
 * answers 404; no or a bad token 401; a read needs the module and the page, a write also the button
 * (403 naming what is missing). Admin holds everything.
 */
export const registerGuard = (app: FastifyInstance, options: { variant: Variant; callers: CallerSource }): void => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    const access = endpoint.access;
    if ((access.kind === 'page' || access.kind === 'button') && !isModuleEnabled(options.variant, access.module)) {
      throw new AppError(404, ErrorCode.NOT_FOUND, `module ${access.module} is not available in this edition`);
    }
    if (access.kind === 'public') return;
    const token = readToken(request);
    const resolve = options.callers.resolve;
    if (!token || !resolve) throw new AppError(401, ErrorCode.TOKEN_INVALID, 'missing or invalid access token');
    request.auth = await resolve(token);
    const missing = requiredResources(access).filter((resource) => !request.auth?.resources.has(resource));
    if (missing.length > 0) throw AppError.forbidden(`no permission: ${missing.join(', ')} not granted`);
  });
};
