import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** End every live session of an account; resolves with how many ended. */
export async function endAccountSessions(id: number, options?: CallOptions): Promise<number> {
  return (await callEndpoint(accountEndpoints.endSessions, { params: { id } }, options)).data.ended;
}
