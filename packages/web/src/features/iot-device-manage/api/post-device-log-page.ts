import type { DeviceLog, DeviceLogType } from '@beacon/contracts/telemetry';
import { deviceLogEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointListSource, pageBody } from '../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../components/list-page/list-source';

/** One device's logs page by page, newest first, optionally of one type (events). */
export const deviceLogSource = (iotId: string, type?: DeviceLogType): ListSource<DeviceLog> =>
  endpointListSource(deviceLogEndpoints.page, (query) => ({ ...pageBody(query), iotId, type }));
