import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a role (refused while accounts hold it; the built-in role cannot be deleted). */
export async function deleteRole(id: number, options?: CallOptions): Promise<void> {
  await callEndpoint(roleEndpoints.remove, { params: { id } }, options);
}
