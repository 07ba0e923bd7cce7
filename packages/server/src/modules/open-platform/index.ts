import { isModuleEnabled } from '@beacon/contracts/registry';
import type { BeaconModule } from '../../platform/module';
import { registerApiRoutes } from './api.routes';
import { ApiService } from './api.service';
import { ApiRelease } from './api-release';
import { registerAppRoutes } from './app.routes';
import { AppService } from './app.service';
import { AppBindings } from './app-binding.service';
import { seedGatewayAppDemo } from './app-demo';
import { AppSecrets } from './app-secrets';
import { registerAreaRoutes } from './area.routes';
import { AreaService } from './area.service';
import { seedOpenPlatformDemo } from './demo';
import { purgeEventPush, registerEventPush } from './event-push-register';
import { seedGatewayDemo } from './gateway-demo';
import { seedDemoCallHistory } from './gateway-history-demo';
import { registerGateway } from './gateway-register';
import { registerGroupRoutes } from './group.routes';
import { GroupService } from './group.service';
import { migration0001 } from './migrations/0001-open-platform';
import { migration0002 } from './migrations/0002-gateway-clusters-plugins';
import { migration0003 } from './migrations/0003-gateway-apps';
import { migration0004 } from './migrations/0004-event-push';
import type { OpenPlatformReadTables, OpenPlatformTables } from './tables';

/**
 * The Open API business centre (`/open-platform`, replies in form B): areas, groups and APIs (definitions with
 * JSON Schemas, draft → online → offline); the gateway's plugins and service clusters (`/api/v1/gateway`, an API
 * deploys once built-in or its cluster has a node); the gateway's applications (`/api/v1/gateway/app`: appId and a
 * secret sealed at rest, bound APIs and projects); event push to the apps' callback URLs (`/api/v1/message/gateway`).
 */
export const openPlatformModule: BeaconModule = {
  name: 'open-platform',
  migrations: {
    '0001-open-platform': migration0001,
    '0002-gateway-clusters-plugins': migration0002,
    '0003-gateway-apps': migration0003,
    '0004-event-push': migration0004,
  },
  async demo(ctx) {
    if (!isModuleEnabled(ctx.settings.variant, 'openapi')) return;
    await seedOpenPlatformDemo(ctx.db.withTables<OpenPlatformTables>(), ctx.settings.demoLanguage);
    await seedGatewayDemo(ctx.db.withTables<OpenPlatformTables>(), ctx.settings.demoLanguage, ctx.settings.httpPort);
    const appDb = ctx.db.withTables<OpenPlatformTables & OpenPlatformReadTables>();
    await seedGatewayAppDemo(appDb, ctx.secrets, ctx.settings.demoLanguage);
    await seedDemoCallHistory(ctx.db.withTables<OpenPlatformTables>(), ctx.logs);
  },
  async register(ctx) {
    const db = ctx.db.withTables<OpenPlatformTables>();
    const apis = new ApiService(db);
    registerAreaRoutes(ctx.app, new AreaService(db));
    registerGroupRoutes(ctx.app, new GroupService(db));
    // A variant without the openapi module registers the routes too: the guard answers them 404.
    const clusters = registerGateway(ctx, db);
    registerApiRoutes(ctx.app, apis, new ApiRelease(db, apis, clusters.nodeCount));
    const appDb = ctx.db.withTables<OpenPlatformTables & OpenPlatformReadTables>();
    const appSecrets = new AppSecrets(appDb, ctx.secrets);
    const gatewayApps = new AppService(appDb, appSecrets);
    registerAppRoutes(ctx.app, gatewayApps, new AppBindings(appDb, gatewayApps));
    registerEventPush(ctx, appDb, gatewayApps, appSecrets);
  },
  jobs: [
    async (ctx) => {
      await purgeEventPush(ctx.db.withTables<OpenPlatformTables & OpenPlatformReadTables>());
    },
  ],
};
