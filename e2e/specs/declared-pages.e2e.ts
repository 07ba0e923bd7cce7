import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loginThroughUi, navigateInApp, resetBrowser, toastTexts, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Declared pages in Chromium: the log pages (empty state, rows, the result filter, the detail drawer) and a page
// that changes records (the project page: create, edit, delete naming the record).

const rig = useServerAndBrowser();
const API_CALLS = '/api-call-log/list';
const SCENES = '/sass-log/list';
const LONG_ERROR = `upstream refused the call: ${'x'.repeat(300)} (end of message)`;

/** Appends log rows the way the gateway and automation rules would (no writer runs in this build yet). */
const insertLogRows = (dataDir: string) => {
  const db = new Database(path.join(dataDir, 'beacon.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const call = db.prepare(
      `INSERT INTO api_call_log (app_id, app_name, api_name, method, path, http_status, result, duration_ms,
        client_ip, request_id, error_message, create_date) VALUES (?, ?, ?, 'GET', ?, ?, ?, ?, '10.0.0.7', ?, ?, ?)`,
    );
    call.run(
      'app-portal',
      '园区门户',
      '设备实时数据',
      '/gateway/device-data',
      200,
      'success',
      5,
      'req-ok',
      '',
      Date.now(),
    );
    call.run(
      'app-portal',
      '园区门户',
      '设备实时数据',
      '/gateway/device-data',
      502,
      'fail',
      9,
      'req-bad',
      LONG_ERROR,
      Date.now(),
    );
    db.prepare(
      `INSERT INTO scene_log (rule_id, rule_name, trigger_desc, result, detail, create_date)
        VALUES ('alarm-7', '温度过高告警', '设备事件 overheat', 'skipped', ?, ?)`,
    ).run('conditions not met: temperature 41 < 45', Date.now());
  } finally {
    db.close();
  }
};

/** The texts of one column of the table rows of the page at `pagePath`. */
/** The request id's column of the API call log (time, app, appId, API, method, path, status, result, ms, in, out, IP). */
const REQUEST_ID_COLUMN = 12;

const cellsOf = (page: Page, pagePath: string, column: number) =>
  page
    .locator(`[data-page="${pagePath}"] [data-testid="list-table"] tr.ant-table-row`)
    .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''), column);

it('shows the empty state, then the rows, filters by result and opens a row in full', async () => {
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.locator('[data-testid="top-nav-item"][data-module="log-manage"]').click();
  await waitForShellAt(page, rig.server, '/log-manage/list');
  // Side-menu entries are real links (middle-click and "open in new tab" work).
  const link = page.getByTestId('sidebar').getByRole('link', { name: 'API调用日志' });
  expect(await link.getAttribute('href')).toMatch(/\/api-call-log\/list$/);
  await page.getByTestId('sidebar').getByRole('menuitem', { name: 'API调用日志' }).click();
  await waitForShellAt(page, rig.server, API_CALLS);
  const calls = page.locator(`[data-page="${API_CALLS}"]`);
  await calls.getByText('第三方应用通过开放API网关调用接口后', { exact: false }).waitFor();

  insertLogRows(rig.server.dataDir);
  await calls.getByRole('button', { name: /查询/ }).click();
  await expect.poll(() => cellsOf(page, API_CALLS, REQUEST_ID_COLUMN)).toEqual(['req-bad', 'req-ok']);
  await calls.getByLabel('调用结果').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^失败$/ })
    .click();
  await calls.getByRole('button', { name: /查询/ }).click();
  await expect.poll(() => cellsOf(page, API_CALLS, REQUEST_ID_COLUMN)).toEqual(['req-bad']);
  await calls.getByTestId('row-detail').click();
  const drawer = page.getByTestId('detail-drawer');
  await drawer.getByText('调用详情').waitFor();
  await drawer.getByText(LONG_ERROR).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  await page.getByTestId('sidebar').getByRole('menuitem', { name: '场景日志' }).click();
  await waitForShellAt(page, rig.server, SCENES);
  await expect.poll(() => cellsOf(page, SCENES, 1)).toEqual(['温度过高告警']);
  await page.locator(`[data-page="${SCENES}"]`).getByTestId('row-detail').click();
  await page.getByTestId('detail-drawer').getByText('conditions not met: temperature 41 < 45').waitFor();
  expect(rig.browser.errors).toEqual([]);
});

it('creates, edits and deletes a project; the delete question names it; each success says so', async () => {
  const PROJECTS = '/data-manage/project';
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await navigateInApp(page, rig.server, PROJECTS);
  await waitForShellAt(page, rig.server, PROJECTS);
  const projects = page.locator(`[data-page="${PROJECTS}"]`);
  await projects.getByTestId('page-create').waitFor();

  await projects.getByTestId('page-create').click();
  const drawer = page.getByTestId('project-form-drawer');
  await drawer.getByText('新增项目').waitFor();
  await drawer.getByLabel('项目编码').fill('P-E2E-01');
  await drawer.getByLabel('项目名称').fill('端到端测试园区');
  await drawer.getByLabel('项目类型').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^园区$/ })
    .click();
  await drawer.getByLabel('所属区域').click();
  for (const name of ['广东省', '深圳市', '南山区']) {
    await page
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  }
  await drawer.getByLabel('详细地址').fill('科技园路1号');
  await page.getByTestId('project-form-submit').click();
  await expect.poll(() => toastTexts(page)).toContain('保存成功');
  await projects.getByLabel('项目编码').fill('P-E2E-01');
  await projects.getByRole('button', { name: /查询/ }).click();
  await expect.poll(() => cellsOf(page, PROJECTS, 1)).toEqual(['端到端测试园区']);
  await expect.poll(() => cellsOf(page, PROJECTS, 3)).toEqual(['广东省 / 深圳市 / 南山区']);

  await projects.getByTestId('row-edit').click();
  const editor = page.getByTestId('project-form-drawer');
  await editor.getByText('编辑项目').waitFor();
  await expect.poll(() => editor.getByLabel('项目名称').inputValue()).toBe('端到端测试园区');
  await editor.getByLabel('项目名称').fill('端到端园区（改）');
  await page.getByTestId('project-form-submit').click();
  await expect.poll(() => cellsOf(page, PROJECTS, 1)).toEqual(['端到端园区（改）']);

  await projects.getByTestId('row-delete').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByText('删除确认').waitFor();
  await dialog.getByText('您确认要删除吗？').waitFor();
  expect(await dialog.getByTestId('confirm-record').innerText()).toBe('端到端园区（改）');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => toastTexts(page)).toContain('删除成功');
  await expect.poll(() => cellsOf(page, PROJECTS, 1)).toEqual([]);
  expect(rig.browser.errors).toEqual([]);
});
