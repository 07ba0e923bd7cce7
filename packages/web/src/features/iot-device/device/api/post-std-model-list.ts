import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of every standard model as a choice. */
export const stdModelChoicesQueryOptions = () => endpointQueryOptions(stdModelEndpoints.list);
