import type { DeviceEvent } from '@beacon/contracts/telemetry';
import { deviceEventEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';
import { deviceEventPageBody } from '../device-event-filters';

/** One device's events page by page, newest occurrence first (filters: event type, time range as from/to). */
export const deviceEventSource = (iotId: string): ListSource<DeviceEvent> =>
  endpointListSource(deviceEventEndpoints.page, (query) => deviceEventPageBody(iotId, query));
