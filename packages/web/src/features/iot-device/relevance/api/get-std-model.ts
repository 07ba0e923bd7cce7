import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one standard thing model (its properties are the targets of the mappings). */
export const stdModelQueryOptions = (id: number) => endpointQueryOptions(stdModelEndpoints.get, { params: { id } });
