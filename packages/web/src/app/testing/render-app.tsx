import { routesForUser } from '@beacon/contracts/registry';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLanguage } from '../../i18n';
import { useSessionStore } from '../../lib/session-store';
import { AppProviders } from '../app-providers';
import { useLayoutStore } from '../layout/layout-store';
import { createAppRoutes } from '../router/app-routes';
import { FALLBACK_PLATFORM } from '../session/platform';
import { useTabsStore } from '../tabs/tabs-store';

/** A signed-in user of the tests. */
export const testUserInfo = {
  userName: '管理员',
  account: 'admin',
  avatar: '',
  nickname: '',
  mobile: '',
  email: '',
  introduction: '',
  roles: ['admin'],
  resources: [],
};

/** Put a loaded session holding these module codes into the stores (full variant). */
export function signIn(modules: string[]): void {
  localStorage.setItem('accessToken', 'token');
  useSessionStore.setState({
    token: 'token',
    roles: ['admin'],
    platform: FALLBACK_PLATFORM,
    userInfo: testUserInfo,
    menus: [],
    routes: routesForUser('full', modules),
  });
}

/** Render the whole console (real routes, guard and providers) in a memory router at a path. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Resize the jsdom window and tell the app. */
export function resizeWindow(width: number): void {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

/** Fresh stores between tests: no session, no tabs, desktop, zh-CN. */
export function resetApp(): void {
  localStorage.clear();
  setLanguage('zh-CN');
  resizeWindow(1280);
  useSessionStore.getState().resetSession();
  useTabsStore.getState().reset();
  useLayoutStore.setState({ sidebarOpened: true, mobileOpened: false, device: 'desktop' });
}
