import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Save a third-party model: its fields and thing model (associations using it must still fit). */
export async function updateThirdModel(body: EndpointBody<typeof thirdModelEndpoints.update>): Promise<ThirdModel> {
  return (await callEndpoint(thirdModelEndpoints.update, { body })).data;
}
