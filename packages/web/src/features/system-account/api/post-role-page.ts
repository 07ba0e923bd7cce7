import { listAReply, MAX_PAGE_SIZE } from '@beacon/contracts/protocol';
import { type Role, roleSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/request';

/** Query key of the roles offered by the account form. */
export const roleOptionsQueryKey = ['system', 'role', 'options'] as const;

/** Every role (one page of the largest size), for the account form's role select. */
export async function postRolePage(signal?: AbortSignal): Promise<Role[]> {
  const reply = await apiRequest<unknown>({
    method: 'POST',
    url: `${SYSTEM_PATHS.role}/page`,
    data: { page_index: 1, page_size: MAX_PAGE_SIZE },
    signal,
  });
  return listAReply(roleSchema).parse(reply).result.items;
}

/** TanStack query options of the role choices; refetched whenever a form opens (roles change elsewhere). */
export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: roleOptionsQueryKey, queryFn: ({ signal }) => postRolePage(signal), staleTime: 0 });
