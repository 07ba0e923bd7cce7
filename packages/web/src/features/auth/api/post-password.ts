import type { PasswordChange } from '@beacon/contracts/auth';
import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { type CallOptions, callEndpoint } from '../../../lib/api-client/call-endpoint';

/** Change your own password: your other sessions end, this one stays signed in. */
export async function postPassword(body: PasswordChange, options?: CallOptions): Promise<void> {
  await callEndpoint(authEndpoints.password, { body }, options);
}
