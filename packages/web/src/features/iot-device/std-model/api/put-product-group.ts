import type { EndpointBody } from '@beacon/contracts/endpoint';
import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ProductGroup } from '@beacon/contracts/iot-model-catalog';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Rename a product group (PUT stdProductGroup, id in the body). */
export async function updateProductGroup(
  body: EndpointBody<typeof productGroupEndpoints.update>,
): Promise<ProductGroup> {
  return (await callEndpoint(productGroupEndpoints.update, { body })).data;
}
