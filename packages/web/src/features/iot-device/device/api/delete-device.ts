import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a device. */
export async function deleteDevice(iotId: string, options?: CallOptions): Promise<void> {
  await callEndpoint(deviceEndpoints.remove, { params: { iotId } }, options);
}
