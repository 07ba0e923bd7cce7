import { regionEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';

/** Query options of the region tree (province → city → district); it never changes while the console runs. */
export const regionTreeQueryOptions = () => ({
  ...endpointQueryOptions(regionEndpoints.tree),
  staleTime: Number.POSITIVE_INFINITY,
});
