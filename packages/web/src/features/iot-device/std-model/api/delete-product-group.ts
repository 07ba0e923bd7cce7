import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a product group (409 while standard models are in it). */
export async function deleteProductGroup(id: number, options?: CallOptions): Promise<void> {
  await callEndpoint(productGroupEndpoints.remove, { params: { id } }, options);
}
