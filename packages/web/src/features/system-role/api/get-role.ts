import type { StandardReply } from '@beacon/contracts/protocol';
import { type Role, roleSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/request';

/** Query key of one role. */
export const roleQueryKey = (id: number) => ['system', 'role', id] as const;

/** One role by id. */
export async function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  const reply = await apiRequest<StandardReply<unknown>>({ url: `${SYSTEM_PATHS.role}/${id}`, signal });
  return roleSchema.parse(reply.data);
}

/** TanStack query options of one role; always fresh when an editor opens. */
export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: roleQueryKey(id), queryFn: ({ signal }) => getRole(id, signal), staleTime: 0 });
