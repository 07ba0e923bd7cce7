import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import type { StdModelOption } from '@beacon/contracts/iot-model';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ModelRelevance, ThirdModelOption } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints, thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, apiPost, appPath, loginThroughUi, resetBrowser, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Issue #8, PRODUCT.md 4.1: a standard thing model built in the console's model editor, a device on it
// created, found by its devKey, opened and deleted, all through the UI. The demo data gives the projects
// a device must belong to; it has no models or devices.

const rig = useServerAndBrowser({ DEMO_DATA: 'true' });

/** Server round trips on a busy 2-core machine can outlast expect.poll's default second. */
const SLOW = { timeout: 10_000 };

const MODEL_LIST = '/std-model/list';
const MODEL_DETAIL = '/std-model/detail';
const DEVICE_LIST = '/iot-device-manage/list';
const DEVICE_DETAIL = '/iot-device-manage/detail';

/** The kept-alive page of a route (other tabs' pages stay in the DOM, hidden). */
const pageOf = (page: Page, path: string): Locator => page.locator(`[data-page="${path}"]`);

const drawer = (page: Page, title: string): Locator =>
  page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

/** The body rows of the list table of a page. */
const tableRows = (scope: Locator): Locator => scope.getByTestId('list-table').locator('tr.ant-table-row');

/** The first cell texts (identifier, name, access mode, data type) of each row of a table. */
const rowCells = (table: Locator): Promise<string[][]> =>
  table
    .locator('tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));

/** The value next to a label of a bordered description list. */
const described = (scope: Locator, label: string): Locator =>
  scope
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

/** Opens a select and clicks the option with `option` in its text. */
const pick = async (page: Page, select: Locator, option: string): Promise<void> => {
  await select.click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).click();
};

it('creates a model with two properties, a device on it, finds it by devKey, opens it and deletes it', async () => {
  const stamp = Date.now();
  const productKey = `e2e.meter-${stamp}`;
  const modelName = `E2E 电表 ${stamp}`;
  const devKey = `e2e-meter-${stamp}`;
  const deviceName = `E2E 一号电表 ${stamp}`;
  // Looked up before the UI signs in: an API sign-in replaces the account's other session.
  const [project] = await apiPost<ProjectOption[]>(
    rig.server,
    await apiLogin(rig.server),
    projectEndpoints.options.path,
    {},
  );
  if (!project) throw new Error('the demo data has no project');

  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}${MODEL_LIST.slice(1)}`);
  await waitForShellAt(page, rig.server, MODEL_LIST);

  // The model's fields in the list's drawer.
  const models = pageOf(page, MODEL_LIST);
  await models.getByTestId('page-create').click();
  const modelForm = drawer(page, '新增标准物模型');
  await modelForm.getByLabel('产品标识').fill(productKey);
  await modelForm.getByLabel('模型名称').fill(modelName);
  await page.getByTestId('std-model-form-submit').click();
  const modelRow = tableRows(models).filter({ hasText: productKey });
  await modelRow.waitFor();
  await modelForm.waitFor({ state: 'hidden' });
  expect(await modelRow.textContent()).toContain('0 / 0 / 0');

  // Its properties in the detail's model editor: a read-only int with range and unit, a read-write bool.
  await modelRow.getByRole('button', { name: '详情' }).click();
  await expect.poll(() => appPath(page, rig.server), SLOW).toMatch(/^\/std-model\/detail\?id=\d+$/);
  const detailPath = appPath(page, rig.server);
  const editor = pageOf(page, MODEL_DETAIL).getByTestId('std-model-detail');
  await editor.waitFor();
  expect(await editor.getByRole('heading').first().textContent()).toBe(`${modelName} (${productKey})`);

  await editor.getByTestId('thing-model-properties-add').click();
  const first = drawer(page, '添加属性');
  await first.getByLabel('标识符').fill('voltage');
  await first.getByLabel('名称', { exact: true }).fill('电压');
  await first.getByLabel('最小值').fill('0');
  await first.getByLabel('最大值').fill('400');
  await first.getByLabel('单位').fill('V');
  await page.getByTestId('thing-model-item-submit').click();
  await first.waitFor({ state: 'hidden' });

  await editor.getByTestId('thing-model-properties-add').click();
  const second = drawer(page, '添加属性');
  await second.getByLabel('标识符').fill('relay');
  await second.getByLabel('名称', { exact: true }).fill('继电器');
  await second.getByRole('radio', { name: '读写', exact: true }).check();
  await pick(page, second.getByLabel('数据类型'), 'bool（布尔）');
  await second.getByLabel('布尔值 0').fill('断开');
  await second.getByLabel('布尔值 1').fill('闭合');
  await page.getByTestId('thing-model-item-submit').click();
  await second.waitFor({ state: 'hidden' });

  const properties = editor.getByTestId('thing-model-properties');
  await editor.getByRole('tab', { name: '属性 (2)' }).waitFor();
  await editor.getByTestId('std-model-save').click();
  await page.locator('.ant-message-notice', { hasText: '保存成功' }).waitFor();
  await expect.poll(() => editor.getByTestId('std-model-save').isDisabled(), SLOW).toBe(true);

  // The alarm rules tab lists the model's rules (each links to its alarms in the event center).
  await editor.getByRole('tab', { name: /^告警规则/ }).click();
  await editor.getByTestId('alarm-rules').waitFor();
  await editor.getByRole('tab', { name: '属性 (2)' }).click();

  // What the server holds shows after a reload.
  await page.reload();
  await waitForShellAt(page, rig.server, detailPath);
  await expect.poll(() => rowCells(properties), SLOW).toHaveLength(2);
  const [voltage, relay] = await rowCells(properties);
  expect(voltage?.slice(0, 3)).toEqual(['voltage', '电压', '只读']);
  expect(voltage?.[3]).toContain('int');
  expect(voltage?.[3]).toContain('V');
  expect(relay?.slice(0, 3)).toEqual(['relay', '继电器', '读写']);
  expect(relay?.[3]).toContain('bool');

  // A device on the model; its secret shows once after create.
  await page.goto(`${rig.server.consoleUrl}${DEVICE_LIST.slice(1)}`);
  await waitForShellAt(page, rig.server, DEVICE_LIST);
  const devices = pageOf(page, DEVICE_LIST);
  await devices.getByTestId('page-create').click();
  const deviceForm = drawer(page, '新增设备');
  await deviceForm.getByLabel('设备标识').fill(devKey);
  await deviceForm.getByLabel('设备名称').fill(deviceName);
  await pick(page, deviceForm.getByLabel('标准物模型', { exact: true }), `${modelName} (${productKey})`);
  await pick(page, deviceForm.getByLabel('所属项目'), project.projectName);
  await page.getByTestId('device-form-submit').click();
  const secret = page.locator('.ant-modal').filter({ hasText: '设备已创建' });
  await secret.waitFor();
  await deviceForm.waitFor({ state: 'hidden' });
  expect(await described(secret, '设备标识').textContent()).toBe(devKey);
  const iotId = (await described(secret, '设备ID').textContent()) ?? '';
  expect(iotId).not.toBe('');
  // It says where the secret can be seen again (the detail page shows the same one below).
  expect(await secret.textContent()).toContain('之后也可在该设备详情页的“设备密钥”中查看');
  const createdSecret = await secret.getByTestId('device-secret').textContent();
  await page.getByTestId('device-secret-close').click();
  await secret.waitFor({ state: 'hidden' });

  // The devKey filter: a key no device has lists nothing, the device's own key lists exactly it.
  const devKeyFilter = devices.getByTestId('device-filter-devKey');
  await devKeyFilter.fill(`${devKey}-none`);
  await devKeyFilter.press('Enter');
  await devices.getByTestId('list-table').locator('.ant-table-placeholder').waitFor();
  expect(await tableRows(devices).count()).toBe(0);
  await devKeyFilter.fill(devKey);
  await devKeyFilter.press('Enter');
  await expect.poll(() => tableRows(devices).count(), SLOW).toBe(1);
  const deviceRow = tableRows(devices).first();
  expect(await deviceRow.textContent()).toContain(devKey);
  await expect.poll(() => deviceRow.textContent(), SLOW).toContain(modelName);
  expect(await deviceRow.textContent()).toContain(iotId);

  // QR labels of the filtered list: the page opened from the list shows its devices at once (no reload).
  await devices.getByTestId('device-print-codes').click();
  const codes = pageOf(page, '/pdf/device-code-download');
  await expect.poll(() => codes.getByTestId('device-code-count').textContent(), SLOW).toBe('当前筛选条件匹配 1 台设备');
  expect(await codes.getByTestId('device-code-preview').textContent()).toContain(devKey);
  await page.goBack();
  await waitForShellAt(page, rig.server, DEVICE_LIST);

  // The detail: devKey, model name and the model's properties.
  await deviceRow.getByTestId('device-detail-link').click();
  await waitForShellAt(page, rig.server, `${DEVICE_DETAIL}?iotId=${iotId}`);
  const detail = pageOf(page, DEVICE_DETAIL).getByTestId('device-detail');
  await detail.waitFor();
  expect(await described(detail, '设备名称').textContent()).toBe(deviceName);
  expect(await described(detail, '设备标识').textContent()).toBe(devKey);
  await detail.getByTestId('device-secret-reveal').click();
  expect(await detail.getByTestId('device-secret').textContent()).toBe(createdSecret);
  await expect.poll(() => described(detail, '标准物模型').textContent(), SLOW).toBe(modelName);
  await expect.poll(() => described(detail, '所属项目').textContent(), SLOW).toBe(project.projectName);
  const modelProperties = detail.getByTestId('device-model-properties');
  await expect
    .poll(async () => (await rowCells(modelProperties)).map((cells) => cells[0]), SLOW)
    .toEqual(['voltage', 'relay']);

  // Back on the list (its tab kept the filter), delete through the confirm dialog.
  await page.locator(`[data-testid="tab"][data-path="${DEVICE_LIST}"]`).click();
  await waitForShellAt(page, rig.server, DEVICE_LIST);
  expect(await devKeyFilter.inputValue()).toBe(devKey);
  await deviceRow.getByTestId('row-delete').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '删除确认' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('您确认要删除吗？');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await page.locator('.ant-message-notice', { hasText: '删除成功' }).waitFor();
  await devices.getByTestId('list-table').locator('.ant-table-placeholder').waitFor();
  expect(await tableRows(devices).count()).toBe(0);
  expect(rig.browser.errors).toEqual([]);

  const deviceUrl = `${rig.server.origin}${deviceEndpoints.get.path.replace(':iotId', encodeURIComponent(iotId))}`;
  const gone = await fetch(deviceUrl, { headers: { accessToken: await apiLogin(rig.server) } });
  expect(gone.status).toBe(404);
  expect(((await gone.json()) as { code: string }).code).not.toBe('000000');
});

it('the device form offers only the third-party models associated with the chosen standard model', async () => {
  const token = await apiLogin(rig.server);
  const stdModels = await apiPost<StdModelOption[]>(rig.server, token, stdModelEndpoints.list.path, {});
  const thirdModels = await apiPost<ThirdModelOption[]>(rig.server, token, thirdModelEndpoints.list.path, {});
  const sensor = stdModels.find((model) => model.productKey === 'th-sensor');
  if (!sensor) throw new Error('the demo has no th-sensor model');
  const response = await fetch(`${rig.server.origin}${modelRelevanceEndpoints.page.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify({ stdModelId: sensor.id, page_index: 1, page_size: 100 }),
  });
  const associated = new Set(
    ((await response.json()) as { result: { items: ModelRelevance[] } }).result.items.map((item) => item.thirdModelId),
  );
  const label = (model: ThirdModelOption) => `${model.name} (${model.manufacturer} ${model.modelNumber})`;
  const expected = thirdModels.filter((model) => associated.has(model.id)).map(label);
  // The demo has third-party models of other products: the form must leave them out.
  expect(expected.length).toBeGreaterThan(0);
  expect(thirdModels.length).toBeGreaterThan(expected.length);

  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}${DEVICE_LIST.slice(1)}`);
  await waitForShellAt(page, rig.server, DEVICE_LIST);
  await pageOf(page, DEVICE_LIST).getByTestId('page-create').click();
  const deviceForm = drawer(page, '新增设备');
  await pick(page, deviceForm.getByLabel('标准物模型', { exact: true }), `(${sensor.productKey})`);
  await deviceForm.getByLabel('第三方物模型').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect.poll(() => options.allTextContents(), SLOW).toEqual(expected);
});

it('works on a 390 px phone: the device table scrolls inside itself and the form drawer takes the full width', async () => {
  const page = await resetBrowser(rig.browser, rig.server);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await loginThroughUi(page, rig.server);
    await page.goto(`${rig.server.consoleUrl}${DEVICE_LIST.slice(1)}`);
    await waitForShellAt(page, rig.server, DEVICE_LIST);
    const list = pageOf(page, DEVICE_LIST);
    await expect.poll(() => tableRows(list).count(), SLOW).toBeGreaterThan(0);
    // The page itself never scrolls sideways; the table's own body does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const body = list.locator('.ant-table-content, .ant-table-body').first();
    expect(await body.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await list.getByTestId('page-create').click();
    const form = page.getByTestId('device-form-drawer');
    await form.waitFor();
    // The drawer's sliding panel, wherever the test id sits (on the panel, inside it or on the drawer root).
    const panelWidth = () =>
      form.evaluate((element) => {
        const panel =
          element.closest('.ant-drawer-content-wrapper') ?? element.querySelector('.ant-drawer-content-wrapper');
        return Math.round(panel?.getBoundingClientRect().width ?? 0);
      });
    await expect.poll(panelWidth, SLOW).toBe(390);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
