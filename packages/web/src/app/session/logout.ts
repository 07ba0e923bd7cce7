import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { cancelTokenRefresh } from '../../features/auth/token-refresh';
import { callEndpoint } from '../../lib/api-client/call-endpoint';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { loginPathFor } from '../router/guard';
import { useTabsStore } from '../tabs/tabs-store';

/** Drop the session locally: token, roles, user, routes, tabs and cached queries. */
export function clearSession(): void {
  cancelTokenRefresh();
  useSessionStore.getState().resetSession();
  useTabsStore.getState().reset();
  queryClient.clear();
}

/** Log out (POST /api/v1/auth/logout) and return the login path that brings the user back to fullPath. */
export async function logout(fullPath: string): Promise<string> {
  try {
    await callEndpoint(authEndpoints.logout, {}, { silent: true });
  } catch {
    // The session is dropped locally whatever the server says.
  }
  clearSession();
  return loginPathFor(fullPath);
}
