import { AUTH_PATHS } from '@beacon/contracts/auth';
import { buildMenuItems } from '@beacon/contracts/registry';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelTokenRefresh } from '../../features/auth/token-refresh';
import { browserLocation } from '../../lib/api-client/base-path';
import type { TestServer } from '../../lib/api-client/test-server';
import { cancelTokenExpired } from '../../lib/api-client/token-expiry';
import { useSessionStore } from '../../lib/session-store';
import { withTestServer } from '../../test/with-test-server';
import { renderAppAt, resetApp, testUserInfo } from '../testing/render-app';

let server: TestServer;
const ok = (data: unknown) => ({ body: { code: '000000', msg: 'success', data } });
const platform = {
  variant: 'argrace',
  title: 'Argrace 平台',
  titleEn: 'Argrace platform',
  version: '3.3',
  enabledModules: ['openapi', 'system-management', 'docs-center', 'ticket-center', 'operational-center'],
};

withTestServer((started) => {
  server = started;
});
beforeEach(() => {
  resetApp();
  useSessionStore.setState({ platform: null });
  server.routes.clear();
  server.seen.length = 0;
  server.routes.set(AUTH_PATHS.platform, ok(platform));
  const resources = ['iot-device', 'openapi', 'docs-center'].map((code) => ({ code }));
  server.routes.set(AUTH_PATHS.userInfo, ok({ ...testUserInfo, resources }));
  server.routes.set(AUTH_PATHS.menus, ok(buildMenuItems('argrace', new Set(['openapi', 'OpenAPI.area']))));
});
afterEach(() => {
  cancelTokenRefresh();
  cancelTokenExpired();
  vi.useRealTimers();
  vi.restoreAllMocks();
  message.destroy();
});

describe('route guard with a real server', () => {
  it('loads the user, builds routes from resources within the variant, and sets the title', async () => {
    localStorage.setItem('accessToken', 'tok');
    const router = renderAppAt('/');
    // iot-device is off in argrace: the root falls back to the first permitted route.
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-api-business/area'));
    const items = await screen.findAllByTestId('top-nav-item');
    expect(items.map((item) => item.textContent)).toEqual(['开放API', '文档中心']);
    expect(document.title).toBe('Argrace 平台');
    expect(server.seen.find((r) => r.url.pathname === AUTH_PATHS.userInfo)?.headers.accesstoken).toBe('tok');
  });

  it('right after loading, a target outside the routes goes to the first generated route', async () => {
    localStorage.setItem('accessToken', 'tok');
    const router = renderAppAt('/iot-device/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-api-business/area'));
  });

  it('a failing user load clears the token, says 登录异常 and goes to login', async () => {
    localStorage.setItem('accessToken', 'tok');
    server.routes.set(AUTH_PATHS.userInfo, { status: 500, body: { code: 500, msg: 'boom' } });
    const router = renderAppAt('/open-api-business/group');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/open-api-business/group');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByText('登录异常')).toBeInTheDocument();
  });

  it('a session ended by a newer sign-in names the reason (4031021) besides 登录异常', async () => {
    localStorage.setItem('accessToken', 'tok');
    server.routes.set(AUTH_PATHS.userInfo, { status: 401, body: { code: 4031021, msg: 'session replaced' } });
    const router = renderAppAt('/open-api-business/group');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('账号已在其他地方登录')).toBeInTheDocument();
    expect(await screen.findByText('登录异常')).toBeInTheDocument();
    expect(screen.queryByText('session replaced')).toBeNull();
  });

  it.each([1003, 20002])(
    "a token-expired reply (%i) to the user load is the guard's alone: 登录异常 and login, no 2 s logout",
    async (code) => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      localStorage.setItem('accessToken', 'tok');
      server.routes.set(AUTH_PATHS.userInfo, { status: 401, body: { code, msg: 'bad token' } });
      server.routes.set(AUTH_PATHS.menus, { status: 401, body: { code, msg: 'bad token' } });
      const router = renderAppAt('/open-api-business/group?x=1');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?redirect=/open-api-business/group%3Fx%3D1');
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(await screen.findByText('登录异常')).toBeInTheDocument();
      expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();

      await act(async () => {
        vi.advanceTimersByTime(2100);
      });
      expect(assign).not.toHaveBeenCalled();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?redirect=/open-api-business/group%3Fx%3D1',
      );
    },
  );

  it('signs in, stores the token pair and returns to the redirect', async () => {
    server.routes.set(
      AUTH_PATHS.login,
      ok({ access_token: 'new-access', refresh_token: 'new-refresh', member_id: '1', expires_in: 1800 }),
    );
    const router = renderAppAt('/login?redirect=/open-api-business/group');
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: ' admin ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-api-business/group'));
    const login = server.seen.find((r) => r.url.pathname === AUTH_PATHS.login);
    expect(JSON.parse(login?.body ?? '{}')).toMatchObject({ account: 'admin', password: 'secret-pass' });
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(localStorage.getItem('memberId')).toBe('1');
  });

  it('shows a sign-in error through the catalogue', async () => {
    server.routes.set(AUTH_PATHS.login, { status: 401, body: { code: 4001007, msg: 'Invalid credentials' } });
    renderAppAt('/login');
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('账号或密码错误');
    // The toast renders a few commits after the inline error (antd's message holder works through effects).
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('账号或密码错误'));
  });

  it('logout posts, clears the session and tabs, and goes to login with the full path', async () => {
    localStorage.setItem('accessToken', 'tok');
    server.routes.set(AUTH_PATHS.logout, ok(null));
    const router = renderAppAt('/open-api-business/area?x=1');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/open-api-business/area%3Fx%3D1');
    expect(server.seen.some((r) => r.url.pathname === AUTH_PATHS.logout && r.method === 'POST')).toBe(true);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSessionStore.getState().roles).toEqual([]);
  });

  it('/auth-redirect stores the SSO token and continues', async () => {
    const router = renderAppAt('/auth-redirect?token=sso-tok&redirect=/doc-center/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/doc-center/list'));
    expect(localStorage.getItem('accessToken')).toBe('sso-tok');
    await act(async () => undefined);
  });
});
