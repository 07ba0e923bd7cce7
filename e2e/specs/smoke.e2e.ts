import { expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/fixture';

const rig = useServerAndBrowser();

it('serves the console at the base path and it loads without console errors', async () => {
  const page = await rig.browser.newPage();
  const response = await page.goto(rig.server.consoleUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  await page.waitForLoadState('networkidle');
  expect(rig.browser.errors).toEqual([]);
});

it('redirects / to the base path and serves deep links through the SPA fallback', async () => {
  const page = await rig.browser.newPage();
  await page.goto(`${rig.server.origin}/`);
  expect(new URL(page.url()).pathname.startsWith('/developer-platform/')).toBe(true);
  const deep = await page.goto(`${rig.server.consoleUrl}iot-device/list`);
  expect(deep?.status()).toBe(200);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  expect(rig.browser.errors).toEqual([]);
});
