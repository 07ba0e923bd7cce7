import type { EndpointBody } from '@beacon/contracts/endpoint';
import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { DeviceCategory } from '@beacon/contracts/iot-model-catalog';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Edit a device category (the parent cannot be itself or below it). */
export async function updateCategory(
  body: EndpointBody<typeof deviceCategoryEndpoints.update>,
): Promise<DeviceCategory> {
  return (await callEndpoint(deviceCategoryEndpoints.update, { body })).data;
}
