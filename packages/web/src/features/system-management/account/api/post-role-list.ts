import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, endpointQueryKey, endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of the roles the account form offers (with whether you may assign each); fresh per form. */
export const roleOptionsQueryOptions = () => ({ ...endpointQueryOptions(roleEndpoints.options), staleTime: 0 });

/** The same roles for the list's role filter; silent, the filter just stays empty without them. */
export const roleFilterQueryOptions = () =>
  queryOptions({
    queryKey: [...endpointQueryKey(roleEndpoints.options), 'filter'],
    queryFn: ({ signal }) => callEndpoint(roleEndpoints.options, {}, { signal, silent: true }),
  });
