import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiLogin,
  expiredTokenFor,
  loginThroughUi,
  navigateInApp,
  resetBrowser,
  toastTexts,
  waitForAppPath,
  waitForShellAt,
} from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Spec section 8: codes 20002/1003 (token expired, 2 s logout) and 4031021 (account logged in elsewhere).

const rig = useServerAndBrowser();

beforeEach(() => {
  rig.browser.errors.length = 0;
});

/** Console errors other than Chromium's report of the deliberate 401 replies. */
const unexpectedErrors = () => rig.browser.errors.filter((error) => !/status of 401/.test(error));

const sessionValues = (page: Page) =>
  page.evaluate(() =>
    ['accessToken', 'refreshToken', 'memberId', 'userInfo', 'tokenExpiresAt'].map((key) => localStorage.getItem(key)),
  );

/** Signs in (in `language`), opens the device list and returns the access token of that session. */
const signedInAtDevices = async (page: Page, language: 'zh-CN' | 'en-US') => {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}iot-device-manage/list`);
  await waitForShellAt(page, rig.server, '/iot-device-manage/list');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('no token after sign-in');
  return token;
};

/** Records when the main frame reaches each URL. */
const recordNavigations = (page: Page) => {
  const seen: { url: string; at: number }[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push({ url: frame.url(), at: Date.now() });
  });
  return seen;
};

/**
 * Stores `token` in the loaded session and opens another page, whose calls get the code; checks the spec
 * flow: the toast, then 2 s later local storage cleared (the language preference kept) and the browser
 * at the base path, which the guard sends to the login page. (A reload would make the guard's user load
 * meet the token first: that failure is the guard's, see shell-guard-failure.e2e.ts.)
 */
const expectTokenExpiredFlow = async (page: Page, token: string, language: string, text: string) => {
  await page.evaluate((value) => {
    localStorage.setItem('accessToken', value);
    // A non-session value: only the 2 s logout (localStorage.clear) removes it.
    localStorage.setItem('sidebarStatus', 'opened');
  }, token);
  const seen = recordNavigations(page);
  await navigateInApp(page, rig.server, '/std-model/list');
  await expect.poll(() => toastTexts(page), { timeout: 5_000 }).toContain(text);
  const toastAt = Date.now();
  // Local storage is cleared only once the 2 s have passed.
  expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('opened');

  await expect.poll(() => seen.some((entry) => entry.url === rig.server.consoleUrl), { timeout: 6_000 }).toBe(true);
  const atBase = seen.find((entry) => entry.url === rig.server.consoleUrl)?.at ?? 0;
  expect(atBase - toastAt).toBeGreaterThanOrEqual(1_500);
  await waitForAppPath(page, rig.server, '/login?redirect=/');
  await page.getByTestId('login-submit').waitFor();
  expect(await sessionValues(page)).toEqual([null, null, null, null, null]);
  expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language);
};

describe('token expired', () => {
  it('20002: toast, then after 2 s local storage cleared and the rig.browser at the base path (en-US)', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    const token = await signedInAtDevices(page, 'en-US');
    const expired = await expiredTokenFor(rig.server, token);
    const reply = await fetch(`${rig.server.origin}/api/v1/auth/user-info`, { headers: { accessToken: expired } });
    expect(reply.status).toBe(401);
    expect(Number(((await reply.json()) as { code: unknown }).code)).toBe(20002);

    await expectTokenExpiredFlow(page, expired, 'en-US', 'Token expired, please log in again');
    expect(unexpectedErrors()).toEqual([]);
  });

  it('1003 (invalid token): the same flow, in zh-CN', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    const token = await signedInAtDevices(page, 'zh-CN');
    await expectTokenExpiredFlow(page, `${token.slice(0, -4)}AAAA`, 'zh-CN', '登录已过期，请重新登录');
    expect(unexpectedErrors()).toEqual([]);
  });
});

describe('session replaced', () => {
  it('a newer sign-in of the same account: the next call shows "account logged in elsewhere"', async () => {
    const page = await resetBrowser(rig.browser, rig.server);
    await signedInAtDevices(page, 'en-US');
    await apiLogin(rig.server);

    await page.reload();
    await expect.poll(() => toastTexts(page), { timeout: 5_000 }).toContain('account logged in elsewhere');
    await waitForAppPath(page, rig.server, '/login?redirect=/iot-device-manage/list');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
  });
});
