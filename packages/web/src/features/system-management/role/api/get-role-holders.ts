import type { RoleHolders } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** The accounts holding a role (how many, and the first names alphabetically). */
export async function getRoleHolders(id: number, options?: CallOptions): Promise<RoleHolders> {
  return (await callEndpoint(roleEndpoints.holders, { params: { id } }, options)).data;
}
