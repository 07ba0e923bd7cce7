import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Lift the lock failed sign-ins put on an account; resolves with the account (lockedUntil null). */
export async function unlockAccount(id: number, options?: CallOptions): Promise<Account> {
  return (await callEndpoint(accountEndpoints.unlock, { params: { id } }, options)).data;
}
