import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loginThroughUi, resetBrowser, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// The declared log pages (API call log, scene log): empty state, rows, the result filter and the detail drawer.

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
const cellsOf = (page: Page, pagePath: string, column: number) =>
  page
    .locator(`[data-page="${pagePath}"] [data-testid="list-table"] tr.ant-table-row`)
    .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''), column);

it('shows the empty state, then the rows, filters by result and opens a row in full', async () => {
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.locator('[data-testid="top-nav-item"][data-module="log-manage"]').click();
  await waitForShellAt(page, rig.server, '/log-manage/list');
  await page.getByTestId('sidebar').getByRole('menuitem', { name: 'API调用日志' }).click();
  await waitForShellAt(page, rig.server, API_CALLS);
  const calls = page.locator(`[data-page="${API_CALLS}"]`);
  await calls.getByText('第三方应用通过开放API网关调用接口后', { exact: false }).waitFor();

  insertLogRows(rig.server.dataDir);
  await calls.getByRole('button', { name: /查询/ }).click();
  await expect.poll(() => cellsOf(page, API_CALLS, 10)).toEqual(['req-bad', 'req-ok']);
  await calls.getByLabel('调用结果').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^失败$/ })
    .click();
  await calls.getByRole('button', { name: /查询/ }).click();
  await expect.poll(() => cellsOf(page, API_CALLS, 10)).toEqual(['req-bad']);
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
