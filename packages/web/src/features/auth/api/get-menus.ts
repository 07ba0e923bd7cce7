import { AUTH_PATHS } from '@beacon/contracts/auth';
import type { StandardReply } from '@beacon/contracts/protocol';
import type { MenuItem } from '@beacon/contracts/registry';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api-client/request';

/** Query key of the user's menu items. */
export const menusQueryKey = ['auth', 'menus'] as const;

/** The menu items (pages and buttons) the user's roles grant. */
export async function getMenus(
  signal?: AbortSignal,
  options: Pick<RequestOptions, 'tokenExpiredFlow'> = {},
): Promise<MenuItem[]> {
  const reply = await apiRequest<StandardReply<MenuItem[]>>({
    url: AUTH_PATHS.menus,
    signal,
    silent: true,
    ...options,
  });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** TanStack query options of the menu items. */
export const menusQueryOptions = () =>
  queryOptions({ queryKey: menusQueryKey, queryFn: ({ signal }) => getMenus(signal) });
