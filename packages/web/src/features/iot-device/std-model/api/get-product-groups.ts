import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of every product group (GET stdProductGroup/list). */
export const productGroupsQueryOptions = () => endpointQueryOptions(productGroupEndpoints.list);
