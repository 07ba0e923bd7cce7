import type { StandardReply } from '@beacon/contracts/protocol';
import { type Account, type AccountCreate, accountSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Create an account; resolves with the stored account. */
export async function postAccountSave(body: AccountCreate): Promise<Account> {
  const reply = await apiRequest<StandardReply<unknown>>({
    method: 'POST',
    url: `${SYSTEM_PATHS.account}/save`,
    data: body,
  });
  return accountSchema.parse(reply.data);
}
