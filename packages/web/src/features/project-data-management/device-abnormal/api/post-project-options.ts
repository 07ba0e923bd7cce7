import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of every project as a choice. */
export const projectChoicesQueryOptions = () => endpointQueryOptions(projectEndpoints.options);
