import type { DeviceLog } from '@beacon/contracts/telemetry';
import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointListSource, pageBody } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** One device's log page by page, newest first (its detail page; readable with the device page). */
export const deviceLogSource = (iotId: string): ListSource<DeviceLog> =>
  endpointListSource(deviceDetailTelemetryEndpoints.logPage, (query) => pageBody(query), { iotId });
