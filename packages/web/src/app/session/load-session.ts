import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { scheduleTokenRefresh } from '../../features/auth/token-refresh';
import { callEndpoint } from '../../lib/api-client/call-endpoint';
import { useSessionStore } from '../../lib/session-store';
import { useTabsStore } from '../tabs/tabs-store';
import { ensurePlatform, userRoutes } from './platform';

/**
 * Fetch user info and menus, generate the user's routes from the resources, and plan the token refresh.
 * A failure is the route guard's to handle, a token-expired reply included.
 */
export async function loadSession(): Promise<void> {
  // The guard alone ends a session that fails to load: the api client's token-expired flow would also
  // clear storage and, 2 s later, send the browser to the base path (losing the guard's redirect).
  const guardOwned = { silent: true, tokenExpiredFlow: false };
  const [platform, { data: userInfo }, { data: menus }] = await Promise.all([
    ensurePlatform(),
    callEndpoint(authEndpoints.userInfo, {}, guardOwned),
    callEndpoint(authEndpoints.menus, {}, guardOwned),
  ]);
  const routes = userRoutes(
    platform,
    userInfo.resources.map((resource) => resource.code),
  );
  useSessionStore.getState().setUser({ userInfo, menus, routes });
  useTabsStore.getState().init(routes);
  scheduleTokenRefresh();
}
