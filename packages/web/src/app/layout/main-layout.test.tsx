import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { FALLBACK_PLATFORM } from '../session/platform';
import { renderAppAt, resetApp, resizeWindow, signIn } from '../testing/render-app';

beforeEach(resetApp);
afterEach(() => useSessionStore.getState().resetSession());

describe('main layout', () => {
  it('top nav shows only the modules the user holds', async () => {
    signIn(['openapi', 'log-manage']);
    renderAppAt('/open-api-business/area');
    const items = await screen.findAllByTestId('top-nav-item');
    expect(items.map((item) => item.textContent)).toEqual(['开放API', '日志管理']);
    expect(within(screen.getByTestId('top-nav')).getByText(FALLBACK_PLATFORM.title)).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toHaveTextContent('管理员');
    expect(screen.getByTestId('user-menu')).toHaveTextContent('admin');
  });

  it('the root goes to the iot-device landing page (the domain service models)', async () => {
    signIn(['iot-device', 'openapi']);
    const router = renderAppAt('/');
    const home = await screen.findByTestId('list-table', {}, { timeout: 15_000 });
    expect(home.closest('[data-page]')?.getAttribute('data-page')).toBe('/iot-device/list');
    expect(screen.queryByTestId('module-placeholder')).toBeNull();
    expect(router.state.location.pathname).toBe('/iot-device/list');
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('IoT设备接入/领域服务模型');
  }, 30_000);

  it('side menu shows the current module, groups as sub-menus', async () => {
    signIn(['openapi']);
    renderAppAt('/open-api-gateway/plugin');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveTextContent('业务中心');
    expect(sidebar).toHaveTextContent('网关');
    expect(sidebar).toHaveTextContent('插件管理');
    expect(sidebar).not.toHaveTextContent('领域服务模型');
  });

  it('below 992 px the side menu is a closed drawer; a chosen page closes it; at 992 px it is a column again', async () => {
    signIn(['iot-device']);
    const router = renderAppAt('/iot-device/list');
    expect(await screen.findByTestId('sidebar')).not.toHaveClass('ant-layout-sider-collapsed');
    resizeWindow(991);
    // No column beside the page: the drawer's menu is not even rendered until it is opened.
    expect(screen.queryByTestId('sidebar')).toBeNull();
    const toggle = screen.getByTestId('sidebar-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const menu = await screen.findByTestId('sidebar');
    expect(menu).toHaveAttribute('data-device', 'mobile');
    expect(menu.closest('.ant-drawer')).toHaveClass('ant-drawer-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(menu).getByText('标准物模型'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/std-model/list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
    resizeWindow(992);
    expect(await screen.findByTestId('sidebar')).not.toHaveClass('ant-layout-sider-collapsed');
    expect(document.querySelector('.beacon-sidebar-drawer')).toBeNull();
  });

  it('the side-menu drawer also closes when another page opens some other way (a tab)', async () => {
    signIn(['iot-device']);
    resizeWindow(600);
    const router = renderAppAt('/iot-device/list');
    fireEvent.click(await screen.findByTestId('sidebar-toggle'));
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    await act(() => router.navigate('/std-model/list'));
    expect(screen.getByTestId('sidebar-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers the side menu state', async () => {
    signIn(['iot-device']);
    renderAppAt('/iot-device/list');
    fireEvent.click(await screen.findByTestId('sidebar-toggle'));
    expect(screen.getByTestId('sidebar')).toHaveClass('ant-layout-sider-collapsed');
    expect(localStorage.getItem('sidebarStatus')).toBe('closed');
  });

  it('unknown paths go to /404 once the user is loaded', async () => {
    signIn(['iot-device']);
    const router = renderAppAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('without a token goes to /login with the redirect', async () => {
    useSessionStore.setState({ platform: FALLBACK_PLATFORM });
    const router = renderAppAt('/iot-device/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/iot-device/list');
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
  });

  it('switches the language from the user menu and remembers it', async () => {
    signIn(['iot-device']);
    renderAppAt('/iot-device/list');
    fireEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-account')).toHaveTextContent('管理员');
    fireEvent.click(await screen.findByTestId('language-en-US'));
    await waitFor(() => expect(screen.getByTestId('top-nav-item')).toHaveTextContent('IoT device access'));
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('Domain service models');
    expect(document.title).toBe(FALLBACK_PLATFORM.titleEn);
  });

  it('opens the component demo from the user menu', async () => {
    signIn(['iot-device']);
    const router = renderAppAt('/iot-device/list');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-demo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo-components'));
  });
});
