import path from 'node:path';
import Database from 'better-sqlite3';
import { decodeJwt, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestBrowser } from './browser';
import { E2E_ADMIN_PASSWORD, type StartedServer } from './server';

/**
 * A fresh page. antd's motion is left on: switching CSS animations off strands rc-motion in its
 * "appear" state (opacity 0), so specs rely on Playwright's visibility and stability waits instead.
 */
export const openPage = (browser: TestBrowser): Promise<Page> => browser.newPage();

/** Closes every open page of the browser and empties the profile's local storage. */
export const resetBrowser = async (browser: TestBrowser, server: StartedServer): Promise<Page> => {
  for (const open of browser.context.pages()) await open.close();
  const page = await openPage(browser);
  await page.goto(`${server.consoleUrl}404`);
  await page.evaluate(() => localStorage.clear());
  return page;
};

/** The path inside the console (base path removed) plus the query string of the page's URL. */
export const appPath = (page: Page, server: StartedServer): string => {
  const url = new URL(page.url());
  const base = new URL(server.consoleUrl).pathname.replace(/\/$/, '');
  const pathname = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return `${decodeURIComponent(pathname)}${decodeURIComponent(url.search)}`;
};

/** Waits until the console path (with query) is exactly `expected`. */
export const waitForAppPath = async (page: Page, server: StartedServer, expected: string): Promise<void> => {
  await expect
    .poll(() => appPath(page, server), { timeout: 10_000, message: `console path should become ${expected}` })
    .toBe(expected);
};

/** Navigates inside the single-page app (router navigation, no reload), as a link would. */
export const navigateInApp = async (page: Page, server: StartedServer, to: string): Promise<void> => {
  const url = `${new URL(server.consoleUrl).pathname.replace(/\/$/, '')}${to}`;
  await page.evaluate((target: string) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
};

/** Fills the sign-in form and submits it. */
export const submitLogin = async (page: Page, account: string, password: string): Promise<void> => {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
};

/** Signs in through the login page at `/login?redirect=…` and waits for the shell. */
export const loginThroughUi = async (
  page: Page,
  server: StartedServer,
  account = 'admin',
  password = E2E_ADMIN_PASSWORD,
): Promise<void> => {
  await page.goto(`${server.consoleUrl}login`);
  await submitLogin(page, account, password);
  await page.getByTestId('top-nav').waitFor();
};

/** The shell's main layout is showing the page of `path`. */
export const waitForShellAt = async (page: Page, server: StartedServer, path: string): Promise<void> => {
  await waitForAppPath(page, server, path);
  await page.getByTestId('top-nav').waitFor();
  // The URL changes before a code-split page has loaded; its tab is current only once the page is shown.
  const pathname = path.split('?')[0] ?? path;
  await page.locator(`[data-testid="tab"][data-path="${pathname}"] a[aria-current="page"]`).waitFor();
};

/** Signs in over the API and returns the reply's access token. */
export const apiLogin = async (server: StartedServer, account = 'admin', password = E2E_ADMIN_PASSWORD) => {
  const response = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const body = (await response.json()) as { code: string; data?: { access_token: string } };
  if (response.status !== 200 || !body.data) throw new Error(`login ${account}: ${response.status} ${body.code}`);
  return body.data.access_token;
};

/** A signed-in POST of the API that must succeed; resolves with the reply's data. */
export const apiPost = async <T>(server: StartedServer, token: string, url: string, body: unknown): Promise<T> => {
  const response = await fetch(`${server.origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: string; msg?: string; data: T };
  if (response.status !== 200 || reply.code !== '000000') {
    throw new Error(`${url}: ${response.status} ${reply.code} ${reply.msg ?? ''}`);
  }
  return reply.data;
};

/** Creates a role holding `resources` and an account with only that role. */
export const createLimitedAccount = async (
  server: StartedServer,
  adminToken: string,
  spec: { account: string; password: string; roleCode: string; resources: readonly string[] },
): Promise<void> => {
  const role = await apiPost<{ id: number }>(server, adminToken, '/api/v1/system/role/save', {
    code: spec.roleCode,
    name: spec.roleCode,
    resources: spec.resources,
  });
  await apiPost(server, adminToken, '/api/v1/system/account/save', {
    account: spec.account,
    password: spec.password,
    userName: spec.account,
    mobile: '13800138000',
    roleIds: [role.id],
  });
};

/** An access token for the same session as `token`, signed with the server's key, expired a minute ago. */
export const expiredTokenFor = async (server: StartedServer, token: string): Promise<string> => {
  const db = new Database(path.join(server.dataDir, 'beacon.db'), { readonly: true, fileMustExist: true });
  let key: string;
  try {
    const row = db.prepare('SELECT value FROM platform_secret WHERE name = ?').get('jwt-signing-key') as
      | { value: string }
      | undefined;
    if (!row) throw new Error('no jwt-signing-key in platform_secret');
    key = row.value;
  } finally {
    db.close();
  }
  const claims = decodeJwt(token);
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string') throw new Error('token without sid/sub');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('beacon')
    .setIssuedAt(now - 1900)
    .setExpirationTime(now - 60)
    .sign(Buffer.from(key, 'base64'));
};

/** Texts of the antd toasts (message notices) showing now. */
export const toastTexts = (page: Page): Promise<string[]> => page.locator('.ant-message-notice').allInnerTexts();

/** Module codes of the top navigation entries, in order. */
export const topNavModules = async (page: Page): Promise<(string | null)[]> => {
  const items = page.getByTestId('top-nav-item');
  await items.first().waitFor();
  return items.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-module')));
};

/** Paths of the tabs in the strip, in order. */
export const tabPaths = (page: Page): Promise<(string | null)[]> =>
  page.getByTestId('tab').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-path')));
