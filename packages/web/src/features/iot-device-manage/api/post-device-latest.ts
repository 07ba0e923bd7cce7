import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

/** Most properties the detail lists at once (a model has fewer). */
const LATEST_ROWS = 500;

/** Query options of the latest value of each property of one device. */
export const latestValuesQueryOptions = (projectCode: string, iotId: string) =>
  endpointQueryOptions(deviceDataEndpoints.page, {
    body: { projectCode, iotId, page_index: 1, page_size: LATEST_ROWS },
  });
