import type { EndpointBody } from '@beacon/contracts/endpoint';
import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { DeviceCategory } from '@beacon/contracts/iot-model-catalog';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Create a device category. */
export async function saveCategory(body: EndpointBody<typeof deviceCategoryEndpoints.save>): Promise<DeviceCategory> {
  return (await callEndpoint(deviceCategoryEndpoints.save, { body })).data;
}
