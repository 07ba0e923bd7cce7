import type { StandardReply } from '@beacon/contracts/protocol';
import { type Account, type AccountUpdate, accountSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Edit an account (id in the body); resolves with the stored account. */
export async function putAccountUpdate(body: AccountUpdate): Promise<Account> {
  const reply = await apiRequest<StandardReply<unknown>>({
    method: 'PUT',
    url: `${SYSTEM_PATHS.account}/update`,
    data: body,
  });
  return accountSchema.parse(reply.data);
}
