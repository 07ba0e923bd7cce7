import type { Device } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Enable a disabled device. */
export async function enableDevice(iotId: string): Promise<Device> {
  return (await callEndpoint(deviceEndpoints.enable, { params: { iotId } })).data;
}
