import type { DomainModel } from '@beacon/contracts/iot-domain-model';
import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Publish a draft domain service model (it is read-only from then on). */
export async function publishDomainModel(id: number): Promise<DomainModel> {
  return (await callEndpoint(domainModelEndpoints.publish, { params: { id } })).data;
}
