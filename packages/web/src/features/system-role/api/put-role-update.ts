import type { StandardReply } from '@beacon/contracts/protocol';
import { type Role, type RoleUpdate, roleSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Edit a role (id in the body; the code is fixed); the built-in role answers 403. */
export async function putRoleUpdate(body: RoleUpdate): Promise<Role> {
  const reply = await apiRequest<StandardReply<unknown>>({
    method: 'PUT',
    url: `${SYSTEM_PATHS.role}/update`,
    data: body,
  });
  return roleSchema.parse(reply.data);
}
