import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a draft domain service model (the server refuses published ones and ones a standard model implements). */
export async function deleteDomainModel(id: number): Promise<void> {
  await callEndpoint(domainModelEndpoints.remove, { params: { id } });
}
