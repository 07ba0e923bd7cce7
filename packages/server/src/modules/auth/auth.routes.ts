import { AUTH_PATHS, loginRequestSchema, refreshRequestSchema } from '@beacon/contracts/auth';
import { MAIN_VERSION } from '@beacon/contracts/constants';
import {
  buildMenuItems,
  isModuleEnabled,
  MODULE_CODES,
  VARIANT_TITLES,
  type Variant,
} from '@beacon/contracts/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelopes';
import type { AuthContext } from '../../platform/http/fastify-types';
import type { SessionService } from './session.service';

const callerOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError(401, 1003, 'missing or invalid access token');
  return request.auth;
};

/** Sign-in, refresh, sign-out, the user's profile and menus, and the public platform facts. */
export const authRoutes = (sessions: SessionService, variant: Variant) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(AUTH_PATHS.platform, { config: { public: true } }, async () =>
    ok({
      variant,
      title: VARIANT_TITLES[variant].zh,
      titleEn: VARIANT_TITLES[variant].en,
      version: MAIN_VERSION,
      enabledModules: MODULE_CODES.filter((code) => isModuleEnabled(variant, code)),
    }),
  );

  app.post(
    AUTH_PATHS.login,
    { schema: { body: loginRequestSchema }, config: { public: true, action: 'auth.login' } },
    async (request) => {
      request.auditAccount = request.body.account.trim().toLowerCase().slice(0, 64);
      const pair = await sessions.login(request.body.account, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      request.auditTargetId = pair.member_id;
      return ok(pair);
    },
  );

  app.post(
    AUTH_PATHS.refresh,
    { schema: { body: refreshRequestSchema }, config: { public: true, action: 'auth.refresh' } },
    async (request) => ok(await sessions.refresh(request.body.refresh_token)),
  );

  app.post(AUTH_PATHS.logout, { config: { action: 'auth.logout' } }, async (request) => {
    await sessions.logout(callerOf(request).sessionId);
    return ok(null);
  });

  app.get(AUTH_PATHS.userInfo, async (request) => ok(await sessions.userInfo(callerOf(request))));

  app.get(AUTH_PATHS.menus, async (request) => ok(buildMenuItems(variant, callerOf(request).resources)));
};

export { callerOf };
