import { getMenus } from '../../features/auth/api/get-menus';
import { getUserInfo } from '../../features/auth/api/get-user-info';
import { scheduleTokenRefresh } from '../../features/auth/token-refresh';
import { useSessionStore } from '../../lib/session-store';
import { useTabsStore } from '../tabs/tabs-store';
import { ensurePlatform, userRoutes } from './platform';

/** Fetch user info and menus, generate the user's routes from the resources, and plan the token refresh. */
export async function loadSession(): Promise<void> {
  const [platform, userInfo, menus] = await Promise.all([ensurePlatform(), getUserInfo(), getMenus()]);
  const routes = userRoutes(
    platform,
    userInfo.resources.map((resource) => resource.code),
  );
  useSessionStore.getState().setUser({ userInfo, menus, routes });
  useTabsStore.getState().init(routes);
  scheduleTokenRefresh();
}
