import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import type { DeviceFilter } from '@beacon/contracts/iot-device-files';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of the first devices a filter matches, and how many it matches. */
export const devicePreviewQueryOptions = (filter: DeviceFilter, size: number) =>
  endpointQueryOptions(deviceEndpoints.page, { body: { ...filter, page_index: 1, page_size: size } });
