import type { TokenPair } from '@beacon/contracts/auth';
import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';

/** Trade the refresh token for a new token pair (the refresh token rotates; a reused one ends the session). */
export async function postRefresh(refreshToken: string): Promise<TokenPair> {
  return (await callEndpoint(authEndpoints.refresh, { body: { refresh_token: refreshToken } }, { silent: true })).data;
}
