import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, endpointQueryKey } from '../../../../lib/api-client/call-endpoint';

/**
 * Query options of every project as a choice (the account form and the project filter). Silent: without
 * the projects the form still works (an account's current codes show as they are).
 */
export const projectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(projectEndpoints.options),
    queryFn: ({ signal }) => callEndpoint(projectEndpoints.options, {}, { signal, silent: true }),
  });
