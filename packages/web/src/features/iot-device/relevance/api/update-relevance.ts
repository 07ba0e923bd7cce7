import type { ModelRelevance, ModelRelevanceUpdate } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Edit a model association (id in the body). */
export async function updateRelevance(body: ModelRelevanceUpdate): Promise<ModelRelevance> {
  return (await callEndpoint(modelRelevanceEndpoints.update, { body })).data;
}
