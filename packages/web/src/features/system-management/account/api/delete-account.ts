import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete an account (never yourself, never the last administrator: the server refuses). */
export async function deleteAccount(id: number, options?: CallOptions): Promise<void> {
  await callEndpoint(accountEndpoints.remove, { params: { id } }, options);
}
