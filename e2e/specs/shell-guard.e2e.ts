import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiLogin,
  appPath,
  loginThroughUi,
  navigateInApp,
  resetBrowser,
  submitLogin,
  tabPaths,
  waitForAppPath,
  waitForShellAt,
} from '../src/console';
import { useServerAndBrowser } from '../src/fixture';
import { E2E_ADMIN_PASSWORD } from '../src/server';

// Spec section 2 "Route guard" and PRODUCT.md section 3 (/auth-redirect), in the real browser.

const rig = useServerAndBrowser();

beforeEach(() => {
  rig.browser.errors.length = 0;
});

const storedToken = (page: import('playwright-core').Page) => page.evaluate(() => localStorage.getItem('accessToken'));

describe('without a token', () => {
  it('sends a deep link to /login?redirect={path} and signing in returns to it', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await page.goto(`${rig.server.consoleUrl}iot-device-manage/list?keyword=abc`);
    await waitForAppPath(page, rig.server, '/login?redirect=/iot-device-manage/list?keyword=abc');
    await expect.poll(() => page.getByTestId('login-submit').isVisible()).toBe(true);
    expect(await page.getByTestId('top-nav').count()).toBe(0);
    expect(await storedToken(page)).toBeNull();

    await submitLogin(page, 'admin', E2E_ADMIN_PASSWORD);
    await waitForShellAt(page, rig.server, '/iot-device-manage/list?keyword=abc');
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect
      .poll(() =>
        page
          .getByTestId('tab')
          .filter({ has: page.locator('[aria-current="page"]') })
          .getAttribute('data-path'),
      )
      .toBe('/iot-device-manage/list');
    expect(rig.browser.errors).toEqual([]);
  });

  it('opens only /login and /auth-redirect: the root and /404 go to the login page too', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await page.goto(rig.server.consoleUrl);
    await waitForAppPath(page, rig.server, '/login?redirect=/');
    await page.goto(`${rig.server.consoleUrl}404`);
    await waitForAppPath(page, rig.server, '/login?redirect=/404');
    // /auth-redirect without a token in its query has nothing to store: back to the login page.
    await page.goto(`${rig.server.consoleUrl}auth-redirect`);
    await waitForAppPath(page, rig.server, '/login');
    expect(rig.browser.errors).toEqual([]);
  });

  it('shows the catalogue text for a wrong password and stays on the login page', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await page.goto(`${rig.server.consoleUrl}login?redirect=/std-model/list`);
    await submitLogin(page, 'admin', 'not-the-password-1');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('账号或密码错误');
    expect(appPath(page, rig.server)).toBe('/login?redirect=/std-model/list');
    expect(await storedToken(page)).toBeNull();
    // Only the deliberate 4001007 reply may have been reported by Chromium.
    expect(rig.browser.errors.filter((error) => !/status of 40\d/.test(error))).toEqual([]);
  });
});

describe('with a token', () => {
  it('sends the root to /iot-device/list and /login back to the root', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server);
    await waitForShellAt(page, rig.server, '/iot-device/list');

    await page.goto(rig.server.consoleUrl);
    await waitForShellAt(page, rig.server, '/iot-device/list');

    await page.goto(`${rig.server.consoleUrl}login?redirect=/std-model/list`);
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(await page.getByTestId('login-submit').count()).toBe(0);
    expect(rig.browser.errors).toEqual([]);
  });

  it('sends an unknown path to /404 inside the app, and to the first route when the user was just loaded', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server);
    await waitForShellAt(page, rig.server, '/iot-device/list');

    await navigateInApp(page, rig.server, '/no-such/page');
    await waitForAppPath(page, rig.server, '/404');
    await expect.poll(() => page.locator('.ant-result-title').textContent()).toBe('404');

    // A fresh document loads the user first; an unknown target then goes to the first generated route (the
    // overview, first in the IoT menu; the root itself stays on /iot-device/list).
    await page.goto(`${rig.server.consoleUrl}no-such/page`);
    await waitForShellAt(page, rig.server, '/iot-overview');
    expect(rig.browser.errors).toEqual([]);
  });

  it('/auth-redirect?token=…&redirect=… stores the token and continues to the redirect', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    const token = await apiLogin(rig.server);
    const redirect = encodeURIComponent('/iot-device-manage/list?from=sso');
    await page.goto(`${rig.server.consoleUrl}auth-redirect?token=${encodeURIComponent(token)}&redirect=${redirect}`);
    await waitForShellAt(page, rig.server, '/iot-device-manage/list?from=sso');
    expect(await storedToken(page)).toBe(token);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('admin');
    expect(rig.browser.errors).toEqual([]);
  });

  it('/auth-redirect refuses a redirect off the site and goes to the root instead', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    const token = await apiLogin(rig.server);
    await page.goto(
      `${rig.server.consoleUrl}auth-redirect?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('//evil.example/x')}`,
    );
    await waitForShellAt(page, rig.server, '/iot-device/list');
    expect(new URL(page.url()).origin).toBe(rig.server.origin);
    expect(rig.browser.errors).toEqual([]);
  });
});

describe('logout', () => {
  it('goes to /login?redirect={current full path}, clears the token and the tabs; signing in returns there', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server);
    await waitForShellAt(page, rig.server, '/iot-device/list');
    await page.getByRole('menuitem', { name: /标准物模型/ }).click();
    await waitForShellAt(page, rig.server, '/std-model/list');
    await navigateInApp(page, rig.server, '/iot-device-manage/list?keyword=abc');
    await waitForShellAt(page, rig.server, '/iot-device-manage/list?keyword=abc');
    await expect
      .poll(() => tabPaths(page), { timeout: 10_000 })
      .toEqual(['/iot-device/list', '/std-model/list', '/iot-device-manage/list']);
    const oldToken = await storedToken(page);
    expect(oldToken).not.toBeNull();

    await page.getByTestId('user-menu').click();
    // A production build's user menu has no component demo entry.
    await page.getByTestId('user-menu-logout').waitFor();
    expect(await page.getByTestId('user-menu-demo').count()).toBe(0);
    await page.getByTestId('user-menu-logout').click();
    await waitForAppPath(page, rig.server, '/login?redirect=/iot-device-manage/list?keyword=abc');
    await page.getByTestId('login-submit').waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByTestId('tab-strip').count()).toBe(0);
    // The rig.server revoked the session: the old token no longer opens anything.
    const stale = await fetch(`${rig.server.origin}/api/v1/auth/user-info`, {
      headers: { accessToken: oldToken ?? '' },
    });
    expect(stale.status).toBe(401);

    await submitLogin(page, 'admin', E2E_ADMIN_PASSWORD);
    await waitForShellAt(page, rig.server, '/iot-device-manage/list?keyword=abc');
    // The tabs of the old session are gone: only the affixed home tab and the page just opened.
    await expect
      .poll(() => tabPaths(page), { timeout: 10_000 })
      .toEqual(['/iot-device/list', '/iot-device-manage/list']);
    expect(rig.browser.errors).toEqual([]);
  });
});
