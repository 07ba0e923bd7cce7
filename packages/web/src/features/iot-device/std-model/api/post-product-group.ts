import type { EndpointBody } from '@beacon/contracts/endpoint';
import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ProductGroup } from '@beacon/contracts/iot-model-catalog';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Create a product group (POST stdProductGroup). */
export async function saveProductGroup(body: EndpointBody<typeof productGroupEndpoints.save>): Promise<ProductGroup> {
  return (await callEndpoint(productGroupEndpoints.save, { body })).data;
}
