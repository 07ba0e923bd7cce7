import { PROJECT_USAGE } from '@beacon/contracts/project-data-management';
import type { BeaconModule } from '../../platform/module';
import { registerDeviceCategoryRoutes, registerProductGroupRoutes } from './catalog.routes';
import { seedIotDemo } from './demo';
import { registerDeviceRoutes } from './device.routes';
import { DeviceService } from './device.service';
import { DeviceCategoryService } from './device-category.service';
import { connectDevicesToBus } from './device-connection';
import { registerDeviceFileRoutes } from './device-files.routes';
import { DomainModelService } from './domain-model.service';
import { migration0001 } from './migrations/0001-models';
import { migration0002 } from './migrations/0002-devices';
import { migration0003 } from './migrations/0003-device-list-indexes';
import { ModelRelevanceService } from './model-relevance.service';
import { registerDomainModelRoutes, registerModelRelevanceRoutes, registerThirdModelRoutes } from './model-routes';
import { ProductGroupService } from './product-group.service';
import { registerStdModelRoutes } from './std-model.routes';
import { StdModelService } from './std-model.service';
import type { IotDeviceReadTables, IotDeviceTables } from './tables';
import { ThirdModelService } from './third-model.service';

/** IoT device access: thing models (standard, third-party, domain), product groups, device categories, associations, devices. */
export const iotDeviceModule: BeaconModule = {
  name: 'iot-device',
  migrations: {
    '0001-models': migration0001,
    '0002-devices': migration0002,
    '0003-device-list-indexes': migration0003,
  },
  async demo(ctx) {
    await seedIotDemo(ctx.db.withTables<IotDeviceTables & IotDeviceReadTables>(), ctx.settings.demoLanguage);
  },
  async register(ctx) {
    const db = ctx.db.withTables<IotDeviceTables & IotDeviceReadTables>();
    registerStdModelRoutes(ctx.app, new StdModelService(db));
    registerProductGroupRoutes(ctx.app, new ProductGroupService(db));
    registerDeviceCategoryRoutes(ctx.app, new DeviceCategoryService(db));
    registerDomainModelRoutes(ctx.app, new DomainModelService(db));
    registerThirdModelRoutes(ctx.app, new ThirdModelService(db));
    registerModelRelevanceRoutes(ctx.app, new ModelRelevanceService(db));
    await connectDevicesToBus(db, ctx.bus, ctx.app.log);
    const devices = new DeviceService(db, (devKey) => ctx.bus.revokeDevice(devKey));
    registerDeviceRoutes(ctx.app, devices);
    registerDeviceFileRoutes(ctx.app, db, (devKey) => ctx.bus.revokeDevice(devKey));
    // Projects show their device count and refuse deletion while devices belong to them.
    ctx.usage.register(PROJECT_USAGE.devices, (codes) => devices.countByProject(codes));
  },
};
