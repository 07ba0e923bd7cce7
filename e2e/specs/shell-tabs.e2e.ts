import { TAB_CONTEXT_MENU_WIDTH } from '@beacon/contracts/constants';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appPath, loginThroughUi, resetBrowser, tabPaths, waitForAppPath, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Spec section 2 "Shell behaviour" (tab strip) and section 9 (context menu width 105).

const rig = useServerAndBrowser();

const HOME = '/iot-device/list';
const tab = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);
const activeTab = (page: Page) =>
  page.locator('[data-testid="tab"]').filter({ has: page.locator('a[aria-current="page"]') });
const openContextMenu = async (page: Page, path: string) => {
  await tab(page, path).locator('a').click({ button: 'right' });
  const menu = page.getByTestId('tab-context-menu');
  await menu.waitFor();
  return menu;
};
const sideMenu = (page: Page, title: string) => page.getByTestId('sidebar').getByRole('menuitem', { name: title });

it('adds a tab per visited page, keeps the affixed home tab, and closes tabs from the menu and buttons', async () => {
  rig.browser.errors.length = 0;
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await waitForShellAt(page, rig.server, HOME);

  // The home tab is affixed: present from the start, no close control.
  expect(await tabPaths(page)).toEqual([HOME]);
  expect(await tab(page, HOME).locator('.beacon-tab-close').count()).toBe(0);

  await sideMenu(page, '标准物模型').click();
  await waitForShellAt(page, rig.server, '/std-model/list');
  await sideMenu(page, '第三方物模型').click();
  await waitForShellAt(page, rig.server, '/iot-device-third/list');
  await sideMenu(page, '设备列表').click();
  await waitForShellAt(page, rig.server, '/iot-device-manage/list');
  await page.locator('[data-testid="top-nav-item"][data-module="event-center"]').click();
  await waitForShellAt(page, rig.server, '/event-center/list');
  expect(await tabPaths(page)).toEqual([
    HOME,
    '/std-model/list',
    '/iot-device-third/list',
    '/iot-device-manage/list',
    '/event-center/list',
  ]);
  expect(await activeTab(page).getAttribute('data-path')).toBe('/event-center/list');
  // Visiting an open page again adds no second tab; clicking a tab opens its page.
  await tab(page, '/std-model/list').locator('a').click();
  await waitForShellAt(page, rig.server, '/std-model/list');
  expect(await tabPaths(page)).toHaveLength(5);
  await expect.poll(() => activeTab(page).getAttribute('data-path'), { timeout: 10_000 }).toBe('/std-model/list');

  // Right-click: a 105 px menu with refresh, close current, close others, close all.
  let menu = await openContextMenu(page, '/iot-device-third/list');
  expect((await menu.boundingBox())?.width).toBe(TAB_CONTEXT_MENU_WIDTH);
  expect(TAB_CONTEXT_MENU_WIDTH).toBe(105);
  expect(
    await menu.getByRole('menuitem').evaluateAll((items) => items.map((i) => i.getAttribute('data-action'))),
  ).toEqual(['refresh', 'closeCurrent', 'closeOthers', 'closeAll']);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('tab-context-menu').count()).toBe(0);

  // The affixed tab's menu cannot close it.
  menu = await openContextMenu(page, HOME);
  expect(await menu.locator('[data-action="closeCurrent"]').isDisabled()).toBe(true);
  await page.keyboard.press('Escape');

  // Close others on another tab: only it and the affixed tab stay, and its page opens.
  menu = await openContextMenu(page, '/iot-device-third/list');
  await menu.locator('[data-action="closeOthers"]').click();
  await waitForShellAt(page, rig.server, '/iot-device-third/list');
  expect(await tabPaths(page)).toEqual([HOME, '/iot-device-third/list']);
  await expect.poll(() => page.getByTestId('tab-context-menu').count()).toBe(0);

  // The close control of the current tab closes it and opens the last remaining tab.
  await sideMenu(page, '设备列表').click();
  await waitForShellAt(page, rig.server, '/iot-device-manage/list');
  await page.locator('[data-testid="top-nav-item"][data-module="event-center"]').click();
  await waitForShellAt(page, rig.server, '/event-center/list');
  await tab(page, '/event-center/list').locator('.beacon-tab-close').click();
  await waitForShellAt(page, rig.server, '/iot-device-manage/list');
  expect(await tabPaths(page)).toEqual([HOME, '/iot-device-third/list', '/iot-device-manage/list']);

  // The close-others button at the right of the strip keeps the current and the affixed tab.
  await page.getByTestId('tab-close-others').click();
  await expect.poll(() => tabPaths(page)).toEqual([HOME, '/iot-device-manage/list']);
  expect(appPath(page, rig.server)).toBe('/iot-device-manage/list');

  // Close all keeps the affixed tab and opens it.
  menu = await openContextMenu(page, '/iot-device-manage/list');
  await menu.locator('[data-action="closeAll"]').click();
  await waitForShellAt(page, rig.server, HOME);
  expect(await tabPaths(page)).toEqual([HOME]);

  // Close others on the affixed tab: only it stays, and it opens.
  await sideMenu(page, '标准物模型').click();
  await waitForShellAt(page, rig.server, '/std-model/list');
  expect(await tabPaths(page)).toEqual([HOME, '/std-model/list']);
  menu = await openContextMenu(page, HOME);
  await menu.locator('[data-action="closeOthers"]').click();
  await waitForShellAt(page, rig.server, HOME);
  expect(await tabPaths(page)).toEqual([HOME]);
  expect(rig.browser.errors).toEqual([]);
});

it('refresh re-opens the same page through /redirect/{path}, keeping its query', async () => {
  rig.browser.errors.length = 0;
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await waitForShellAt(page, rig.server, HOME);
  await page.goto(`${rig.server.consoleUrl}iot-device-manage/list?keyword=k1`);
  await waitForShellAt(page, rig.server, '/iot-device-manage/list?keyword=k1');
  const before = await page.locator('[data-page="/iot-device-manage/list"]').elementHandle();
  const menu = await openContextMenu(page, '/iot-device-manage/list');
  await menu.locator('[data-action="refresh"]').click();
  await waitForAppPath(page, rig.server, '/iot-device-manage/list?keyword=k1');
  await page.getByTestId('tab-strip').waitFor();
  expect(await tabPaths(page)).toEqual([HOME, '/iot-device-manage/list']);
  expect(await page.locator('[data-page="/iot-device-manage/list"]').isVisible()).toBe(true);
  // The page remounted: the element shown before the refresh left the document.
  expect(await before?.evaluate((element) => element.isConnected)).toBe(false);
  expect(rig.browser.errors).toEqual([]);
});
