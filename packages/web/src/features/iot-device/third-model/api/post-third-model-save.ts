import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Create a third-party model; a manufacturer + model number that exists answers 409. */
export async function saveThirdModel(body: EndpointBody<typeof thirdModelEndpoints.save>): Promise<ThirdModel> {
  return (await callEndpoint(thirdModelEndpoints.save, { body })).data;
}
