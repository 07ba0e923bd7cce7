import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a device category (refused while it has children or a model uses it). */
export async function deleteCategory(id: number): Promise<void> {
  await callEndpoint(deviceCategoryEndpoints.remove, { params: { id } });
}
