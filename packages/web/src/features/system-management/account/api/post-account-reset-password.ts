import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/**
 * Set an account's password (its sessions end): the one given, or with none one the server generates;
 * resolves with the generated password (to show once) or null.
 */
export async function resetAccountPassword(id: number, password?: string): Promise<string | null> {
  const body = password === undefined ? {} : { password };
  return (await callEndpoint(accountEndpoints.resetPassword, { params: { id }, body })).data.generatedPassword;
}
