import { isModuleEnabled } from '@beacon/contracts/registry';
import type { BeaconModule } from '../../platform/module';
import { registerApiRoutes } from './api.routes';
import { ApiService } from './api.service';
import { ApiRelease, noClusterNodes } from './api-release';
import { registerAreaRoutes } from './area.routes';
import { AreaService } from './area.service';
import { seedOpenPlatformDemo } from './demo';
import { registerGroupRoutes } from './group.routes';
import { GroupService } from './group.service';
import { migration0001 } from './migrations/0001-open-platform';
import type { OpenPlatformTables } from './tables';

/**
 * The Open API business centre (`/open-platform`, replies in form B): areas, groups and APIs (definitions with
 * JSON Schemas, draft → online → offline). Service clusters and the gateway runtime come later; until then
 * `noClusterNodes` lets only built-in APIs deploy.
 */
export const openPlatformModule: BeaconModule = {
  name: 'open-platform',
  migrations: { '0001-open-platform': migration0001 },
  async demo(ctx) {
    if (!isModuleEnabled(ctx.settings.variant, 'openapi')) return;
    await seedOpenPlatformDemo(ctx.db.withTables<OpenPlatformTables>(), ctx.settings.demoLanguage);
  },
  async register(ctx) {
    const db = ctx.db.withTables<OpenPlatformTables>();
    const apis = new ApiService(db);
    registerAreaRoutes(ctx.app, new AreaService(db));
    registerGroupRoutes(ctx.app, new GroupService(db));
    // A variant without the openapi module registers the routes too: the guard answers them 404.
    registerApiRoutes(ctx.app, apis, new ApiRelease(db, apis, noClusterNodes));
  },
};
