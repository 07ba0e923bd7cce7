import { accountEndpoints } from '@beacon/contracts/system.endpoints';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';

/** Set a new password for an account (its sessions end). */
export async function resetAccountPassword(id: number, password: string): Promise<void> {
  await callEndpoint(accountEndpoints.resetPassword, { params: { id }, body: { password } });
}
