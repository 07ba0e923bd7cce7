import type { BeaconModule } from '../../platform/module';
import { registerApiCallLogRoutes } from './api-call-log.routes';
import { ApiCallLogService } from './api-call-log.service';
import { migration0001 } from './migrations/0001-opera-log-list-indexes';
import { migration0002 } from './migrations/0002-api-call-and-scene-logs';
import { registerOperaLogRoutes } from './opera-log.routes';
import { OperaLogService } from './opera-log.service';
import { registerSceneLogRoutes } from './scene-log.routes';
import { SceneLogService } from './scene-log.service';
import type { LogManageTables } from './tables';

/**
 * Log management: the system operation log, the API call log and the scene log pages (device logs are the
 * telemetry module's). It owns the API call and scene logs and provides their writers to `ctx.logs`, through
 * which other modules (gateway, automation rules) append.
 */
export const logManageModule: BeaconModule = {
  name: 'log-manage',
  migrations: {
    '0001-opera-log-list-indexes': migration0001,
    '0002-api-call-and-scene-logs': migration0002,
  },
  async register(ctx) {
    const db = ctx.db.withTables<LogManageTables>();
    registerOperaLogRoutes(ctx.app, new OperaLogService(ctx.db));
    const apiCalls = new ApiCallLogService(db);
    const scenes = new SceneLogService(db);
    ctx.logs.provide({ apiCall: (entry) => apiCalls.append(entry), scene: (entry) => scenes.append(entry) });
    registerApiCallLogRoutes(ctx.app, apiCalls);
    registerSceneLogRoutes(ctx.app, scenes);
  },
};
