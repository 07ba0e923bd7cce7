import type { BeaconModule } from '../../platform/module';
import { registerOperaLogRoutes } from './opera-log.routes';
import { OperaLogService } from './opera-log.service';

/** Log management: the log pages (the system operation log today; device, scene and API call logs to come). */
export const logManageModule: BeaconModule = {
  name: 'log-manage',
  migrations: {},
  async register(ctx) {
    registerOperaLogRoutes(ctx.app, new OperaLogService(ctx.db));
  },
};
