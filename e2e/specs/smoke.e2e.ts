import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../src/browser';
import { type StartedServer, startServer } from '../src/server';

let server: StartedServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('serves the console at the base path and it loads without console errors', async () => {
  const page = await browser.newPage();
  const response = await page.goto(server.consoleUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  await page.waitForLoadState('networkidle');
  expect(browser.errors).toEqual([]);
});

it('redirects / to the base path and serves deep links through the SPA fallback', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/`);
  expect(new URL(page.url()).pathname.startsWith('/developer-platform/')).toBe(true);
  const deep = await page.goto(`${server.consoleUrl}iot-device/list`);
  expect(deep?.status()).toBe(200);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  expect(browser.errors).toEqual([]);
});
