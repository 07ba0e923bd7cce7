import { VARIANT_TITLES } from '@beacon/contracts/registry';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../src/browser';
import {
  loginThroughUi,
  navigateInApp,
  resetBrowser,
  tabPaths,
  topNavModules,
  waitForAppPath,
  waitForShellAt,
} from '../src/console';
import { type StartedServer, startServer } from '../src/server';

// Spec sections 1 and 6 (white-label variants: modules switched off, platform title) and 2 (hidden routes).

let huawei: StartedServer;
let argrace: StartedServer;
let browser: TestBrowser;

beforeAll(async () => {
  [huawei, argrace] = await Promise.all([startServer({ VARIANT: 'huawei' }), startServer({ VARIANT: 'argrace' })]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([huawei?.stop(), argrace?.stop()]);
});

beforeEach(() => {
  browser.errors.length = 0;
});

const brandTitle = (page: Page) => page.locator('.beacon-brand-title').textContent();
const sideMenuTitles = (page: Page) => page.getByTestId('sidebar').getByRole('menuitem').allTextContents();

/** Each path, opened inside the app, ends on /404. */
const expectNotFound = async (page: Page, server: StartedServer, paths: readonly string[]) => {
  for (const path of paths) {
    await navigateInApp(page, server, path);
    await waitForAppPath(page, server, '/404');
  }
};

describe('huawei', () => {
  it('shows only the IoT device module, without the standard and third-party models, under the huawei title', async () => {
    const page = await resetBrowser(browser, huawei);
    await page.goto(`${huawei.consoleUrl}login`);
    await expect.poll(() => page.locator('.beacon-login-brand').textContent()).toBe(VARIANT_TITLES.huawei.zh);
    await loginThroughUi(page, huawei);
    await waitForShellAt(page, huawei, '/iot-device/list');

    expect(await topNavModules(page)).toEqual(['iot-device']);
    expect(await sideMenuTitles(page)).toEqual(['设备总览', '领域服务模型', '设备列表']);
    expect(await brandTitle(page)).toBe(VARIANT_TITLES.huawei.zh);
    expect(await page.title()).toBe(VARIANT_TITLES.huawei.zh);
    expect(await tabPaths(page)).toEqual(['/iot-device/list']);

    await expectNotFound(page, huawei, [
      '/std-model/list',
      '/std-model/detail',
      '/iot-device-third/list',
      '/pdf/device-code-download',
      '/event-center/list',
      '/platform-manage-account/list',
    ]);
    await navigateInApp(page, huawei, '/iot-device-manage/list');
    await waitForShellAt(page, huawei, '/iot-device-manage/list');

    // The language switch of the user menu changes the title to the variant's English one.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-en-US').click();
    await expect.poll(() => brandTitle(page)).toBe(VARIANT_TITLES.huawei.en);
    await expect.poll(() => page.title()).toBe(VARIANT_TITLES.huawei.en);
    expect(await sideMenuTitles(page)).toEqual(['Overview', 'Domain service models', 'Devices']);
    expect(browser.errors).toEqual([]);
  });
});

describe('argrace', () => {
  const MODULES = ['openapi', 'system-management', 'docs-center', 'ticket-center', 'operational-center'];

  it('has no IoT device, event, data or log modules; the root goes to the first permitted route', async () => {
    const page = await resetBrowser(browser, argrace);
    await loginThroughUi(page, argrace);
    await waitForShellAt(page, argrace, '/open-api-business/area');
    expect(await topNavModules(page)).toEqual(MODULES);
    expect(await brandTitle(page)).toBe(VARIANT_TITLES.argrace.zh);
    expect(await page.title()).toBe(VARIANT_TITLES.argrace.zh);
    // No home tab to affix: the strip holds only the page opened.
    expect(await tabPaths(page)).toEqual(['/open-api-business/area']);

    await page.goto(argrace.consoleUrl);
    await waitForShellAt(page, argrace, '/open-api-business/area');
    await expectNotFound(page, argrace, [
      '/iot-device/list',
      '/iot-device-manage/list',
      '/event-center/list',
      '/data-manage/project',
      '/log-manage/list',
    ]);
    await navigateInApp(page, argrace, '/');
    await waitForShellAt(page, argrace, '/open-api-business/area');
    await page.locator('[data-testid="top-nav-item"][data-module="ticket-center"]').click();
    await waitForShellAt(page, argrace, '/ticket-center/list');

    const platform = await fetch(`${argrace.origin}/api/v1/auth/platform`);
    const body = (await platform.json()) as { data: { variant: string; enabledModules: string[] } };
    expect(body.data.variant).toBe('argrace');
    expect(body.data.enabledModules).toEqual(MODULES);
    expect(browser.errors).toEqual([]);
  });
});
