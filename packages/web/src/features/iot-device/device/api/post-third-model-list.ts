import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of every third-party model as a choice. */
export const thirdModelChoicesQueryOptions = () => endpointQueryOptions(thirdModelEndpoints.list);
