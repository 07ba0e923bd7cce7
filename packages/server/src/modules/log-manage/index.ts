import type { BeaconModule } from '../../platform/module';
import { registerApiCallLogRoutes } from './api-call-log.routes';
import { ApiCallLogService } from './api-call-log.service';
import { API_CALL_WRITER_DEFAULTS, ApiCallLogWriter } from './api-call-log.writer';
import { purgeApiCallLog } from './api-call-log-retention';
import { registerApiCallStatsRoutes } from './api-call-stats.routes';
import { ApiCallStatsService } from './api-call-stats.service';
import { migration0001 } from './migrations/0001-opera-log-list-indexes';
import { migration0002 } from './migrations/0002-api-call-and-scene-logs';
import { migration0003 } from './migrations/0003-api-call-stats';
import { registerOperaLogRoutes } from './opera-log.routes';
import { OperaLogService } from './opera-log.service';
import { registerSceneLogRoutes } from './scene-log.routes';
import { SceneLogService } from './scene-log.service';
import type { LogManageTables } from './tables';

/**
 * Log management: the system operation log, the API call log and the scene log pages (device logs are the
 * telemetry module's), and the gateway monitor's statistics. It owns the API call and scene logs and provides their
 * writers to `ctx.logs`, through which other modules (gateway, automation rules) append; API calls are written in
 * batches, with their per-minute and hourly counts, and kept API_CALL_LOG_RETENTION_DAYS (an hourly purge).
 */
export const logManageModule: BeaconModule = {
  name: 'log-manage',
  migrations: {
    '0001-opera-log-list-indexes': migration0001,
    '0002-api-call-and-scene-logs': migration0002,
    '0003-api-call-stats': migration0003,
  },
  // The writers are provided here rather than in register: demos (after every seed, before any register) append.
  async seed(ctx) {
    const db = ctx.db.withTables<LogManageTables>();
    const apiCalls = new ApiCallLogWriter(db, { ...API_CALL_WRITER_DEFAULTS, warn: (line) => ctx.app.log.warn(line) });
    const scenes = new SceneLogService(db);
    ctx.logs.provide({
      apiCall: (entry) => apiCalls.append([entry]),
      apiCalls: (entries) => apiCalls.append(entries),
      flush: () => apiCalls.flush(),
      scene: (entry) => scenes.append(entry),
    });
    // Before the database closes (onClose hooks run last-registered first, the platform's closes it).
    ctx.app.addHook('preClose', async () => {
      await apiCalls
        .close()
        .catch((error: unknown) => ctx.app.log.error({ err: error }, 'API call log: lost at close'));
    });
  },
  async register(ctx) {
    const db = ctx.db.withTables<LogManageTables>();
    const flush = () => ctx.logs.flush();
    registerOperaLogRoutes(ctx.app, new OperaLogService(ctx.db));
    registerApiCallLogRoutes(ctx.app, new ApiCallLogService(db, flush));
    registerSceneLogRoutes(ctx.app, new SceneLogService(db));
    registerApiCallStatsRoutes(ctx.app, new ApiCallStatsService(db, flush));
  },
  jobs: [
    async (ctx) => {
      await purgeApiCallLog(ctx.db.withTables<LogManageTables>(), ctx.settings.apiCallLogRetentionDays);
    },
  ],
};
