import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one standard model (its properties, events and services). */
export const stdModelQueryOptions = (id: number) => endpointQueryOptions(stdModelEndpoints.get, { params: { id } });
