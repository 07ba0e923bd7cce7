import { AUTH_PATHS, type TokenPair, tokenPairSchema } from '@beacon/contracts/auth';
import type { StandardReply } from '@beacon/contracts/protocol';
import { apiRequest } from '../../../lib/api-client/request';

/** Trade the refresh token for a new token pair (the refresh token rotates). */
export async function postRefresh(refreshToken: string): Promise<TokenPair> {
  const reply = await apiRequest<StandardReply<TokenPair>>({
    method: 'POST',
    url: AUTH_PATHS.refresh,
    data: { refresh_token: refreshToken },
    silent: true,
  });
  return tokenPairSchema.parse(reply.data);
}
