import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one device (to show a selected device's name and project). */
export const deviceQueryOptions = (iotId: string) => endpointQueryOptions(deviceEndpoints.get, { params: { iotId } });
