import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, apiPost, loginThroughUi, resetBrowser, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// PRODUCT.md 4.6: the system operation log lists every console change the server recorded, with filters and
// xlsx export of the filtered rows.

const rig = useServerAndBrowser();

const PAGE_PATH = '/sys-opera-log/list';

/** The cell texts of each table row of the operation log page. */
const rowTexts = (page: Page): Promise<string[][]> =>
  page
    .locator(`[data-page="${PAGE_PATH}"] [data-testid="list-table"] tr.ant-table-row`)
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));

const actionsOf = (rows: string[][]) => rows.map((cells) => cells[3]);

it('lists the sign-in and a role change by admin; the module filter narrows to the change; its detail opens; export writes xlsx', async () => {
  const token = await apiLogin(rig.server);
  await apiPost(rig.server, token, '/api/v1/system/role/save', { code: 'e2e_auditor', name: 'E2E auditor' });

  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.locator('[data-testid="top-nav-item"][data-module="log-manage"]').click();
  await waitForShellAt(page, rig.server, '/log-manage/list');
  await page.getByTestId('sidebar').getByRole('menuitem', { name: '系统操作日志' }).click();
  await waitForShellAt(page, rig.server, PAGE_PATH);

  await expect.poll(async () => actionsOf(await rowTexts(page))).toContain('role.save');
  const rows = await rowTexts(page);
  expect(actionsOf(rows)).toContain('auth.login');
  const roleSave = rows.find((cells) => cells[3] === 'role.save');
  expect(roleSave?.[1]).toBe('admin');
  expect(roleSave?.[2]).toBe('平台管理');
  expect(roleSave?.[4]).toBe('POST /api/v1/system/role/save');
  expect(roleSave?.[6]).toBe('成功');
  const signIn = rows.find((cells) => cells[3] === 'auth.login');
  expect(signIn?.[1]).toBe('admin');
  expect(signIn?.[2]).toBe('登录/登出');

  const scope = page.locator(`[data-page="${PAGE_PATH}"]`);
  await scope.getByLabel('模块').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^平台管理$/ })
    .click();
  await scope.getByRole('button', { name: /查询/ }).click();
  await expect.poll(async () => actionsOf(await rowTexts(page))).toEqual(['role.save']);

  // The entry opens in full in the detail drawer (the user agent is there only).
  await scope.getByTestId('row-detail').click();
  const drawer = page.getByTestId('detail-drawer');
  await drawer.getByText('操作日志详情').waitFor();
  await drawer.getByText('POST /api/v1/system/role/save').waitFor();
  await drawer.getByText('用户代理').waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // Export pages through the filtered rows and downloads them as one xlsx file.
  const download = page.waitForEvent('download');
  await scope.getByTestId('export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^系统操作日志-\d{14}\.xlsx$/);
  await page.locator('.ant-message-notice', { hasText: '已导出 1 条' }).waitFor();
  expect(rig.browser.errors).toEqual([]);
});
