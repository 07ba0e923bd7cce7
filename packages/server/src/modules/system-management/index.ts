import { LOGIN_LOCK_WINDOW_MS } from '@beacon/contracts/constants';
import type { BeaconModule } from '../../platform/module';
import { registerAccountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { registerAuthRoutes } from './auth.routes';
import { seedDemo } from './demo';
import { loginFailureRepository } from './login-failure.repository';
import { migration0001 } from './migrations/0001-accounts';
import { registerRoleRoutes } from './role.routes';
import { RoleService } from './role.service';
import { adminAnnouncement, ensureAdmin } from './seed';
import { SessionService } from './session.service';
import type { SystemTables } from './tables';

/** System management: sign-in and sessions, accounts and roles (and so the callers every module authorizes). */
export const systemManagementModule: BeaconModule = {
  name: 'system-management',
  migrations: { '0001-accounts': migration0001 },
  async seed(ctx) {
    ctx.announce(adminAnnouncement(await ensureAdmin(ctx.db.withTables<SystemTables>(), ctx.settings.adminPassword)));
  },
  async demo(ctx) {
    await seedDemo(ctx.db.withTables<SystemTables>(), ctx.settings.demoLanguage);
  },
  async register(ctx) {
    const db = ctx.db.withTables<SystemTables>();
    const sessions = new SessionService(db, ctx.tokens, {
      singleSession: ctx.settings.singleSession,
      maxAgeMs: ctx.settings.sessionMaxAgeMs,
    });
    ctx.provideCallers((token) => sessions.resolveCaller(token));
    registerAuthRoutes(ctx.app, sessions, { variant: ctx.settings.variant, signInLimit: ctx.signInLimit });
    registerAccountRoutes(ctx.app, new AccountService(db, ctx.dialect));
    registerRoleRoutes(ctx.app, new RoleService(db));
  },
  jobs: [
    async (ctx) => {
      await loginFailureRepository.purgeBefore(ctx.db.withTables<SystemTables>(), Date.now() - LOGIN_LOCK_WINDOW_MS);
    },
  ],
};
