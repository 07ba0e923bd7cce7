import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiLogin, appPath, expiredTokenFor, resetBrowser, waitForAppPath } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Spec section 2 "Route guard": on failure the token is cleared, "登录异常" is shown and the user goes
// to /login?redirect={path} — once (issue #19 item 6: the api client's token-expired flow used to run
// as well and, 2 s later, took the browser to the base path and on to /login?redirect=/).

const rig = useServerAndBrowser();

beforeEach(() => {
  rig.browser.errors.length = 0;
});

/** Longer than the 2 s token-expired logout (LOGOUT_DELAY_MS) that used to follow the guard's redirect. */
const SETTLE_MS = 3_000;

/** Console errors other than Chromium's report of the deliberate 401 replies. */
const unexpectedErrors = () => rig.browser.errors.filter((error) => !/status of 401/.test(error));

/** Records the console path of every main-frame navigation, same-document ones included. */
const recordPaths = (page: Page) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(appPath(page, rig.server));
  });
  return seen;
};

/** Keeps every toast text the page shows in window.__toasts (a toast lasts only 2 s). */
const recordToasts = (page: Page) =>
  page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { __toasts: shown });
    new MutationObserver(() => {
      document.querySelectorAll('.ant-message-notice:not([data-recorded])').forEach((notice) => {
        notice.setAttribute('data-recorded', '1');
        shown.push(notice.textContent ?? '');
      });
    }).observe(document, { childList: true, subtree: true });
  });

const shownToasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);

/** A token of a real session with its signature broken (1003) or signed but expired (20002). */
const badToken = async (kind: 'tampered' | 'expired') => {
  const token = await apiLogin(rig.server);
  return kind === 'tampered' ? `${token.slice(0, -4)}AAAA` : expiredTokenFor(rig.server, token);
};

const CASES = [
  { target: '/iot-device/list', kind: 'tampered' },
  { target: '/iot-device-manage/list?keyword=abc', kind: 'expired' },
  { target: '/iot-device/list', kind: 'tampered' },
  { target: '/std-model/list', kind: 'expired' },
  { target: '/iot-device/list', kind: 'tampered' },
] as const;

describe('a deep link with a bad token', () => {
  it.each(CASES.map((entry, index) => ({ ...entry, run: index + 1 })))(
    'run $run: $target ($kind) ends on /login?redirect={path} with 登录异常, never via the root',
    async ({ target, kind }) => {
      const page = await resetBrowser(rig.browser, rig.server);
      // The reset page (/404, no token) is sent to the login by the guard on its own: let that settle first, so
      // the paths recorded below are this run's only (CI once caught the reset page's '/login?redirect=/404').
      await waitForAppPath(page, rig.server, '/login?redirect=/404');
      const token = await badToken(kind);
      await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
      await recordToasts(page);
      const seen = recordPaths(page);

      await page.goto(`${rig.server.consoleUrl}${target.slice(1)}`);
      const expected = `/login?redirect=${target}`;
      await waitForAppPath(page, rig.server, expected);
      await page.getByTestId('login-submit').waitFor();
      await expect.poll(() => shownToasts(page), { timeout: 5_000 }).toContain('登录异常');
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

      // The late half of the race: nothing may move the browser once the guard has decided.
      await page.waitForTimeout(SETTLE_MS);
      expect(appPath(page, rig.server)).toBe(expected);
      expect(seen).not.toContain('/');
      expect(seen.filter((path) => path.startsWith('/login'))).toEqual([expected]);
      expect(seen.filter((path) => path !== target && path !== expected)).toEqual([]);
      // The guard's text once, and not the token-expired flow's (that flow is for calls of a loaded session).
      expect((await shownToasts(page)).filter((text) => text === '登录异常')).toHaveLength(1);
      expect(await shownToasts(page)).not.toContain('登录已过期，请重新登录');
      expect(unexpectedErrors()).toEqual([]);
    },
  );
});
