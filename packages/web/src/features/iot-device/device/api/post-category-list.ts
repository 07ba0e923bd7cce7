import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of the device category tree. */
export const categoryTreeQueryOptions = () => endpointQueryOptions(deviceCategoryEndpoints.list);
