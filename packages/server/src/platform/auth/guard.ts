import type { EndpointAccess } from '@beacon/contracts/endpoint';
import { ErrorCode, isApiPath } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
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

/** Resources an access rule needs: the module (module-wide choices), with the page for a read, and the button for a write. */
export const requiredResources = (access: EndpointAccess): string[] => {
  if (access.kind === 'module') return [access.module];
  if (access.kind === 'page') return [access.module, access.page];
  if (access.kind === 'button') return [access.module, access.page, access.button];
  return [];
};

/** Where the guard gets callers from: the module that owns sessions provides it at start. */
export interface CallerSource {
  resolve: ResolveCaller | null;
}

/**
 * Authenticates and authorizes every route of the endpoint table: no or a bad token 401 (on unknown
 * API routes too, `/api` and `/open-platform`, which answer 404 only to a session); then a module the variant
 * switched off answers 404; a module-wide read needs the module, a read the module and the page, a write also the
 * button (403 naming what is missing).
 * Admin holds everything.
 */
export const registerGuard = (app: FastifyInstance, options: { variant: Variant; callers: CallerSource }): void => {
  app.decorateRequest('auth', null);
  const authenticate = async (request: FastifyRequest): Promise<AuthContext> => {
    const token = readToken(request);
    const resolve = options.callers.resolve;
    if (!token || !resolve) throw AppError.tokenInvalid();
    return resolve(token);
  };
  app.decorate('authenticateCaller', authenticate);
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) {
      // An unknown API route answers a caller without a session as a real one does, so routes cannot be enumerated.
      if (request.is404 && isApiPath(request.url)) request.auth = await authenticate(request);
      return;
    }
    const access = endpoint.access;
    if (access.kind === 'public') return;
    // Authenticated before the edition check, so a caller without a session cannot tell which modules exist.
    request.auth = await authenticate(request);
    if (access.kind !== 'signed-in' && !isModuleEnabled(options.variant, access.module)) {
      throw new AppError(
        404,
        ErrorCode.NOT_FOUND,
        `module ${access.module} is not available in this edition`,
        undefined,
        [refusal('', 'moduleUnavailable', { module: access.module })],
      );
    }
    const missing = requiredResources(access).filter((resource) => !request.auth?.resources.has(resource));
    if (missing.length > 0)
      throw AppError.forbidden(`no permission: ${missing.join(', ')} not granted`).with(
        refusal('', 'noPermission', { resources: missing.join(', ') }),
      );
  });
};
