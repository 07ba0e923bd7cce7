import type { BeaconModule } from '../platform/module';
import { docsCenterModule } from './docs-center';
import { eventCenterModule } from './event-center';
import { iotDeviceModule } from './iot-device';
import { logManageModule } from './log-manage';
import { openPlatformModule } from './open-platform';
import { projectDataManagementModule } from './project-data-management';
import { systemManagementModule } from './system-management';
import { telemetryModule } from './telemetry';
import { ticketCenterModule } from './ticket-center';

/** The modules the app is made of, in the order their migrations, seeds and routes run. */
export const MODULES: readonly BeaconModule[] = [
  systemManagementModule,
  logManageModule,
  projectDataManagementModule,
  iotDeviceModule,
  telemetryModule,
  eventCenterModule,
  ticketCenterModule,
  openPlatformModule,
  docsCenterModule,
];
