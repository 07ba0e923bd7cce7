import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Replace a device's secret; answers the device with the new one. */
export async function resetDeviceSecret(iotId: string): Promise<DeviceWithSecret> {
  return (await callEndpoint(deviceEndpoints.resetSecret, { params: { iotId } })).data;
}
