import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a standard model (409 while devices or associations use it). */
export async function deleteStdModel(id: number, options?: CallOptions): Promise<void> {
  await callEndpoint(stdModelEndpoints.remove, { params: { id } }, options);
}
