import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one model association (always fetched fresh: it is about to be edited). */
export const relevanceQueryOptions = (id: number) => ({
  ...endpointQueryOptions(modelRelevanceEndpoints.get, { params: { id } }),
  staleTime: 0,
});
