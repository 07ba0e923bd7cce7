import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { MAIN_VERSION } from '@beacon/contracts/constants';
import {
  buildMenuItems,
  isModuleEnabled,
  MODULE_CODES,
  VARIANT_TITLES,
  type Variant,
} from '@beacon/contracts/registry';
import type { FastifyInstance } from 'fastify';
import type { SignInLimit } from '../../platform/auth/sign-in-limit';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import type { SessionService } from './session.service';

/** Sign-in, refresh, sign-out, the user's profile, menus and password, and the public platform facts. */
export const registerAuthRoutes = (
  app: FastifyInstance,
  sessions: SessionService,
  options: { variant: Variant; signInLimit: SignInLimit },
): void => {
  const { variant } = options;
  serveEndpoint(app, authEndpoints.platform, async () =>
    ok({
      variant,
      title: VARIANT_TITLES[variant].zh,
      titleEn: VARIANT_TITLES[variant].en,
      version: MAIN_VERSION,
      enabledModules: MODULE_CODES.filter((code) => isModuleEnabled(variant, code)),
    }),
  );
  serveEndpoint(
    app,
    authEndpoints.login,
    async ({ body, request }) => {
      const pair = await sessions.login(body.account, body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        onLockout: () => {
          request.auditAction = 'auth.lockout';
        },
      });
      request.auditTargetId = pair.member_id;
      return ok(pair);
    },
    { onRequest: options.signInLimit.onRequest, onSend: options.signInLimit.onSend },
  );
  serveEndpoint(app, authEndpoints.refresh, async ({ body }) => ok(await sessions.refresh(body.refresh_token)));
  serveEndpoint(app, authEndpoints.logout, async ({ caller }) => {
    await sessions.logout(caller().sessionId);
    return ok(null);
  });
  serveEndpoint(app, authEndpoints.userInfo, async ({ caller }) => ok(await sessions.userInfo(caller())));
  serveEndpoint(app, authEndpoints.menus, async ({ caller }) => ok(buildMenuItems(variant, caller().resources)));
  serveEndpoint(app, authEndpoints.password, async ({ caller, body }) => {
    await sessions.changePassword(caller(), body);
    return ok(null);
  });
};
