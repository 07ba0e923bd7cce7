import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a model association. */
export async function deleteRelevance(id: number): Promise<void> {
  await callEndpoint(modelRelevanceEndpoints.remove, { params: { id } });
}
