import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Register a device; answers it with its generated iotId and secret. */
export async function saveDevice(
  body: EndpointBody<typeof deviceEndpoints.save>,
  options: CallOptions = {},
): Promise<DeviceWithSecret> {
  return (await callEndpoint(deviceEndpoints.save, { body }, options)).data;
}
