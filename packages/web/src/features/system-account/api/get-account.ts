import type { StandardReply } from '@beacon/contracts/protocol';
import { type Account, accountSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/request';

/** Query key of one account. */
export const accountQueryKey = (id: number) => ['system', 'account', id] as const;

/** One account by id. */
export async function getAccount(id: number, signal?: AbortSignal): Promise<Account> {
  const reply = await apiRequest<StandardReply<unknown>>({ url: `${SYSTEM_PATHS.account}/${id}`, signal });
  return accountSchema.parse(reply.data);
}

/** TanStack query options of one account; always fresh when an editor opens. */
export const accountQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountQueryKey(id), queryFn: ({ signal }) => getAccount(id, signal), staleTime: 0 });
