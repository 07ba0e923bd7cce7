import { SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Set a new password for an account. */
export async function postAccountResetPassword(id: number, password: string): Promise<void> {
  await apiRequest({ method: 'POST', url: `${SYSTEM_PATHS.account}/${id}/reset-password`, data: { password } });
}
