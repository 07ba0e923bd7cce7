import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Enable an account; resolves with the account. */
export async function enableAccount(id: number, options?: CallOptions): Promise<Account> {
  return (await callEndpoint(accountEndpoints.enable, { params: { id } }, options)).data;
}
