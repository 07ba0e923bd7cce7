import { AUTH_PATHS, type PlatformInfo, platformInfoSchema } from '@beacon/contracts/auth';
import type { StandardReply } from '@beacon/contracts/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/request';

/** Query key of the platform facts. */
export const platformQueryKey = ['auth', 'platform'] as const;

/** Public platform facts (variant, title, enabled modules); needs no sign-in. */
export async function getPlatform(signal?: AbortSignal): Promise<PlatformInfo> {
  const reply = await apiRequest<StandardReply<PlatformInfo>>({ url: AUTH_PATHS.platform, signal, silent: true });
  return platformInfoSchema.parse(reply.data);
}

/** TanStack query options of the platform facts. */
export const platformQueryOptions = () =>
  queryOptions({ queryKey: platformQueryKey, queryFn: ({ signal }) => getPlatform(signal) });
