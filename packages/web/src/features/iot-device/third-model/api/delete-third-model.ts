import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a third-party model (409 while devices or associations use it). */
export async function deleteThirdModel(id: number, options?: CallOptions): Promise<void> {
  await callEndpoint(thirdModelEndpoints.remove, { params: { id } }, options);
}
