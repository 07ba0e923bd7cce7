import { AUTH_PATHS, type LoginRequest, type TokenPair, tokenPairSchema } from '@beacon/contracts/auth';
import type { StandardReply } from '@beacon/contracts/protocol';
import { apiRequest } from '../../../lib/api-client/request';

/** Sign in with account and password; resolves with the token pair. */
export async function postLogin(body: LoginRequest): Promise<TokenPair> {
  const reply = await apiRequest<StandardReply<TokenPair>>({ method: 'POST', url: AUTH_PATHS.login, data: body });
  return tokenPairSchema.parse(reply.data);
}
