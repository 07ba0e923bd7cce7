import type { ModelRelevance, ModelRelevanceCreate } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Create a model association (the server checks every mapping against both models). */
export async function saveRelevance(body: ModelRelevanceCreate): Promise<ModelRelevance> {
  return (await callEndpoint(modelRelevanceEndpoints.save, { body })).data;
}
