import { SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Delete an account (never yourself, never the last administrator: the server answers 409). */
export async function deleteAccount(id: number): Promise<void> {
  await apiRequest({ method: 'DELETE', url: `${SYSTEM_PATHS.account}/${id}` });
}
