import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Imports a third-party thing model from its parsed JSON (the import button). */
export async function importThirdModel(
  body: EndpointBody<typeof thirdModelEndpoints.importModel>,
): Promise<ThirdModel> {
  return (await callEndpoint(thirdModelEndpoints.importModel, { body })).data;
}
