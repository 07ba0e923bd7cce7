import { SIDEBAR_WIDTH } from '@beacon/contracts/constants';
import { MODULES, VARIANT_TITLES } from '@beacon/contracts/registry';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiLogin,
  createLimitedAccount,
  loginThroughUi,
  navigateInApp,
  resetBrowser,
  topNavModules,
  waitForAppPath,
  waitForShellAt,
} from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Spec sections 1, 2 (top navigation, menu, shell behaviour), 6 (resources decide routes) and 9 (sidebar 220 px, 992 px).

const LIMITED = { account: 'ops-limited', password: 'Limited-e2e-pass-41', roleCode: 'ops_limited' };

const rig = useServerAndBrowser();

beforeAll(async () => {
  await createLimitedAccount(rig.server, await apiLogin(rig.server), {
    ...LIMITED,
    resources: ['iot-device', 'log-manage'],
  });
});

beforeEach(() => {
  rig.browser.errors.length = 0;
});

const sidebar = (page: Page) => page.getByTestId('sidebar');
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? -1;
const sideMenuTitles = (page: Page) => sidebar(page).getByRole('menuitem').allTextContents();

describe('top navigation', () => {
  it('shows the admin all nine modules of the full variant; each entry opens its module', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server);
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await topNavModules(page)).toEqual(MODULES.map((module) => module.code));
    expect(await page.getByTestId('top-nav-item').allTextContents()).toEqual(MODULES.map((module) => module.title.zh));
    expect(await page.getByTestId('top-nav').textContent()).toContain(VARIANT_TITLES.full.zh);
    expect(await page.title()).toBe(VARIANT_TITLES.full.zh);

    const logs = page.locator('[data-testid="top-nav-item"][data-module="log-manage"]');
    await logs.click();
    await waitForShellAt(page, rig.server, '/log-manage/list');
    expect(await logs.getAttribute('aria-current')).toBe('page');
    expect(await sideMenuTitles(page)).toEqual(['设备日志', '场景日志', 'API调用日志', '系统操作日志']);
    await expect.poll(() => page.getByTestId('breadcrumb').textContent()).toContain('设备日志');

    await page.locator('[data-testid="top-nav-item"][data-module="system-management"]').click();
    await waitForShellAt(page, rig.server, '/platform-manage-account/list');
    expect(rig.browser.errors).toEqual([]);
  });

  it('shows an account only the modules its role holds; other modules are out of reach', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server, LIMITED.account, LIMITED.password);
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await topNavModules(page)).toEqual(['iot-device', 'log-manage']);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(LIMITED.account);

    await page.locator('[data-testid="top-nav-item"][data-module="log-manage"]').click();
    await waitForShellAt(page, rig.server, '/log-manage/list');

    // Inside the app a module the user lacks is a 404 …
    await navigateInApp(page, rig.server, '/platform-manage-account/list');
    await waitForAppPath(page, rig.server, '/404');
    await navigateInApp(page, rig.server, '/event-center/list');
    await waitForAppPath(page, rig.server, '/404');
    // … and a deep link to it, right after the user is loaded, goes to the first generated route (the IoT overview,
    // first in its menu; the home page stays the affixed /iot-device/list).
    await page.goto(`${rig.server.consoleUrl}open-api-business/area`);
    await waitForShellAt(page, rig.server, '/iot-overview');
    expect(await topNavModules(page)).toEqual(['iot-device', 'log-manage']);
    // Routes without a module (the component demo) stay open to everyone.
    await navigateInApp(page, rig.server, '/demo-components');
    await waitForAppPath(page, rig.server, '/demo-components');
    // The rig.server agrees: the role cannot call the system module.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const denied = await fetch(`${rig.server.origin}/api/v1/system/role/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: token ?? '' },
      body: JSON.stringify({ page_index: 1, page_size: 10 }),
    });
    expect(denied.status).toBe(403);
    // Chromium reports refused calls (4xx) of pages whose pickers need pages this role lacks; nothing else.
    expect(rig.browser.errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });
});

describe('sidebar', () => {
  it('is a 220 px column at 992 px and wider; below 992 px an overlay drawer opened on demand', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginThroughUi(page, rig.server);
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await sidebar(page).getAttribute('data-collapsed')).toBe('false');
    await expect.poll(() => sidebarWidth(page)).toBe(SIDEBAR_WIDTH);
    expect(SIDEBAR_WIDTH).toBe(220);

    // Below 992 px no column sits beside the page: the side menu is a drawer, closed until toggled.
    const drawer = page.getByTestId('sidebar-drawer');
    await page.setViewportSize({ width: 991, height: 900 });
    await expect.poll(() => sidebar(page).count()).toBe(0);
    expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 992, height: 900 });
    await expect.poll(() => sidebar(page).getAttribute('data-collapsed')).toBe('false');
    await expect.poll(() => sidebarWidth(page)).toBe(SIDEBAR_WIDTH);

    // A page opened at 900 px starts with the drawer closed; the toggle opens the 220 px drawer over the page.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.reload();
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await drawer.isVisible()).toBe(false);
    const contentWidth = async () => (await page.locator('.beacon-content').boundingBox())?.width;
    expect(await contentWidth()).toBe(900);
    await page.getByTestId('sidebar-toggle').click();
    await drawer.waitFor();
    expect(await sidebar(page).getAttribute('data-device')).toBe('mobile');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(SIDEBAR_WIDTH);
    expect(await contentWidth()).toBe(900);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(rig.browser.errors).toEqual([]);
  });

  it('remembers a closed side menu on the desktop across reloads', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughUi(page, rig.server);
    await waitForShellAt(page, rig.server, '/iot-device/list');
    await expect.poll(() => sidebarWidth(page)).toBe(SIDEBAR_WIDTH);
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebarWidth(page)).toBe(0);
    expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-expanded')).toBe('false');

    await page.reload();
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await sidebar(page).getAttribute('data-collapsed')).toBe('true');
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebarWidth(page)).toBe(SIDEBAR_WIDTH);
    await page.reload();
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await sidebar(page).getAttribute('data-collapsed')).toBe('false');
    expect(rig.browser.errors).toEqual([]);
  });
});
