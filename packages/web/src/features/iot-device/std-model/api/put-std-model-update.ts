import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { StdModel } from '@beacon/contracts/iot-model';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Save a standard model: its fields, thing model and alarm rules (the server validates all of them). */
export async function updateStdModel(body: EndpointBody<typeof stdModelEndpoints.update>): Promise<StdModel> {
  return (await callEndpoint(stdModelEndpoints.update, { body })).data;
}
