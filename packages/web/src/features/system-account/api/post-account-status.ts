import { type AccountStatus, SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

const ACTIONS: Record<AccountStatus, 'enable' | 'disable'> = { enabled: 'enable', disabled: 'disable' };

/** Enable or disable an account. */
export async function postAccountStatus(id: number, status: AccountStatus): Promise<void> {
  await apiRequest({ method: 'POST', url: `${SYSTEM_PATHS.account}/${id}/${ACTIONS[status]}` });
}
