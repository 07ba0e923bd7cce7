import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { Device } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Edit a device (iotId in the body; its devKey does not change). */
export async function updateDevice(
  body: EndpointBody<typeof deviceEndpoints.update>,
  options: CallOptions = {},
): Promise<Device> {
  return (await callEndpoint(deviceEndpoints.update, { body }, options)).data;
}
