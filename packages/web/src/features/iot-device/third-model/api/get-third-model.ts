import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one third-party model (always fetched fresh: the detail page edits it). */
export const thirdModelQueryOptions = (id: number) => ({
  ...endpointQueryOptions(thirdModelEndpoints.get, { params: { id } }),
  staleTime: 0,
});
