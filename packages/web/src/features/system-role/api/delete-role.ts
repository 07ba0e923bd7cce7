import { SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Delete a role (409 while accounts hold it; the built-in role answers 403). */
export async function deleteRole(id: number): Promise<void> {
  await apiRequest({ method: 'DELETE', url: `${SYSTEM_PATHS.role}/${id}` });
}
