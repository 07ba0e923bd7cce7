import { roleEndpoints } from '@beacon/contracts/system.endpoints';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

/** Query options of the roles the account form offers (with whether you may assign each); fresh per form. */
export const roleOptionsQueryOptions = () => ({ ...endpointQueryOptions(roleEndpoints.options), staleTime: 0 });
