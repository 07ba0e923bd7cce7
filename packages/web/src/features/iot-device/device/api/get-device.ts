import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one device with its secret (always fetched fresh: the secret may have been reset). */
export const deviceQueryOptions = (iotId: string) => ({
  ...endpointQueryOptions(deviceEndpoints.get, { params: { iotId } }),
  staleTime: 0,
});
