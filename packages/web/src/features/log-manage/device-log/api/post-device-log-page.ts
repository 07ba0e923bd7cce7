import type { DeviceLog } from '@beacon/contracts/telemetry';
import { deviceLogEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';
import { deviceLogPageBody } from '../device-log-filters';

/** Device logs page by page, newest first (filters: devKey, type, time range as from/to). */
export const deviceLogPageSource: ListSource<DeviceLog> = endpointListSource(
  deviceLogEndpoints.page,
  deviceLogPageBody,
);
