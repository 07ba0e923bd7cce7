import { AUTH_PATHS } from '@beacon/contracts/auth';
import { apiRequest } from '../../../lib/api-client/request';

/** Revoke the current session on the server. */
export async function postLogout(): Promise<void> {
  await apiRequest({ method: 'POST', url: AUTH_PATHS.logout, silent: true });
}
