import type { BeaconModule } from '../../platform/module';
import { migration0001 } from './migrations/0001-opera-log-list-indexes';
import { registerOperaLogRoutes } from './opera-log.routes';
import { OperaLogService } from './opera-log.service';

/** Log management: the log pages (the system operation log today; device, scene and API call logs to come). */
export const logManageModule: BeaconModule = {
  name: 'log-manage',
  migrations: { '0001-opera-log-list-indexes': migration0001 },
  async register(ctx) {
    registerOperaLogRoutes(ctx.app, new OperaLogService(ctx.db));
  },
};
