import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { callEndpoint, endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of the device category tree (silent: an operator without the device page sees ids only). */
export const categoryTreeQueryOptions = () => ({
  ...endpointQueryOptions(deviceCategoryEndpoints.list),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callEndpoint(deviceCategoryEndpoints.list, {}, { silent: true, signal }),
});
