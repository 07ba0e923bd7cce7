import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one standard model (always fetched fresh: the detail page edits it). */
export const stdModelQueryOptions = (id: number) => ({
  ...endpointQueryOptions(stdModelEndpoints.get, { params: { id } }),
  staleTime: 0,
});
