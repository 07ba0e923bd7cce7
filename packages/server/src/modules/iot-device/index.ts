import type { BeaconModule } from '../../platform/module';
import { migration0001 } from './migrations/0001-models';
import { registerStdModelRoutes } from './std-model.routes';
import { StdModelService } from './std-model.service';
import type { IotDeviceTables } from './tables';

/** IoT device access: thing models (standard, third-party, domain), product groups, device categories, associations. */
export const iotDeviceModule: BeaconModule = {
  name: 'iot-device',
  migrations: { '0001-models': migration0001 },
  async register(ctx) {
    const db = ctx.db.withTables<IotDeviceTables>();
    registerStdModelRoutes(ctx.app, new StdModelService(db));
  },
};
