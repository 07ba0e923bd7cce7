import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one third-party thing model (its properties are the sources of the mappings). */
export const thirdModelQueryOptions = (id: number) => endpointQueryOptions(thirdModelEndpoints.get, { params: { id } });
