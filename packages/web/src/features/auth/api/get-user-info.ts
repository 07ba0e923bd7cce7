import { AUTH_PATHS, type UserInfo, userInfoSchema } from '@beacon/contracts/auth';
import type { StandardReply } from '@beacon/contracts/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api-client/request';

/** Query key of the signed-in user's info. */
export const userInfoQueryKey = ['auth', 'user-info'] as const;

/** The signed-in user's profile and resources (module codes). */
export async function getUserInfo(
  signal?: AbortSignal,
  options: Pick<RequestOptions, 'tokenExpiredFlow'> = {},
): Promise<UserInfo> {
  const reply = await apiRequest<StandardReply<UserInfo>>({
    url: AUTH_PATHS.userInfo,
    signal,
    silent: true,
    ...options,
  });
  return userInfoSchema.parse(reply.data);
}

/** TanStack query options of the user info. */
export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userInfoQueryKey, queryFn: ({ signal }) => getUserInfo(signal) });
