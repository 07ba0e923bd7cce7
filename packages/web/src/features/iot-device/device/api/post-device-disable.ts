import type { Device } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Disable a device (it may no longer connect). */
export async function disableDevice(iotId: string): Promise<Device> {
  return (await callEndpoint(deviceEndpoints.disable, { params: { iotId } })).data;
}
