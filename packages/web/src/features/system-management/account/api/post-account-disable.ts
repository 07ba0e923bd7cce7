import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Disable an account (its sessions end); resolves with the account. */
export async function disableAccount(id: number, options?: CallOptions): Promise<Account> {
  return (await callEndpoint(accountEndpoints.disable, { params: { id } }, options)).data;
}
