import type { StandardReply } from '@beacon/contracts/protocol';
import { type Role, type RoleCreate, roleSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Create a role; resolves with the stored role. */
export async function postRoleSave(body: RoleCreate): Promise<Role> {
  const reply = await apiRequest<StandardReply<unknown>>({
    method: 'POST',
    url: `${SYSTEM_PATHS.role}/save`,
    data: body,
  });
  return roleSchema.parse(reply.data);
}
