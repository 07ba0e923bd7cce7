import type { Device } from '@beacon/contracts/iot-device';
import { BUTTONS, MODULES, ROUTES } from '@beacon/contracts/registry';
import type { OperaLog } from '@beacon/contracts/system-management';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, apiPost, loginThroughUi, resetBrowser, topNavModules, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Issue #10 "done when": a role that sees only IoT device access and an account limited to one project.
// Signed in as that account, the console shows only that module and that project's devices and live data;
// every other module's API answers 403 and every other project's record 404; the operation log shows it.

const rig = useServerAndBrowser({ DEMO_DATA: 'true' });

const SLOW = { timeout: 10_000 };
const OWN_PROJECT = 'P-SZ-001';
const OTHER_PROJECT = 'P-SH-001';
const SCOPED = { account: 'e2e-sz-operator', password: 'Sz-operator-e2e-58' };
const DEVICE_LIST = '/iot-device-manage/list';

/** Every resource of the IoT device access module: the module, its pages and their buttons. */
const iotDeviceResources = (): string[] => {
  const module = MODULES.find((entry) => entry.code === 'iot-device');
  if (!module) throw new Error('no iot-device module in the registry');
  const pages = new Set(
    ROUTES.flatMap((route) => (route.module === 'iot-device' && route.pageId ? [route.pageId] : [])),
  );
  return [
    module.code,
    module.pageId,
    ...pages,
    ...BUTTONS.filter((button) => pages.has(button.parent)).map((button) => button.pageId),
  ];
};

/** A call with the account's token: its HTTP status and protocol code. */
const callAs = async (token: string, method: string, url: string, body?: unknown) => {
  const response = await fetch(`${rig.server.origin}${url}`, {
    method,
    headers: { 'content-type': 'application/json', accessToken: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await response.json()) as { code: number | string };
  return { status: response.status, code: reply.code };
};

/** A list A page read with a token. */
const listPost = async <T>(token: string, url: string, body: unknown): Promise<{ items: T[]; total_count: number }> => {
  const response = await fetch(`${rig.server.origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { result?: { items: T[]; total_count: number } };
  if (response.status !== 200 || !reply.result) throw new Error(`${url}: ${response.status}`);
  return reply.result;
};

const pageOf = (page: Page, path: string): Locator => page.locator(`[data-page="${path}"]`);

it('limits an account to one module and one project, in the console and the API, and logs each step', async () => {
  const admin = await apiLogin(rig.server);
  const role = await apiPost<{ id: number }>(rig.server, admin, '/api/v1/system/role/save', {
    code: 'e2e_iot_only',
    name: 'IoT 设备接入（仅此模块）',
    resources: iotDeviceResources(),
  });
  await apiPost(rig.server, admin, '/api/v1/system/account/save', {
    account: SCOPED.account,
    password: SCOPED.password,
    userName: '深圳运维',
    mobile: '13800138000',
    roleIds: [role.id],
    projectCodes: [OWN_PROJECT],
  });
  const otherDevices = await listPost<Device>(admin, '/api/v1/iothub/device/page', { projectCode: OTHER_PROJECT });
  const otherDevice = otherDevices.items[0];
  if (!otherDevice) throw new Error(`the demo data has no device in ${OTHER_PROJECT}`);

  // Over the API: another module answers 403, another project's device 404, its own project's devices 200.
  const token = await apiLogin(rig.server, SCOPED.account, SCOPED.password);
  expect(await callAs(token, 'POST', '/api/v1/system/account/page', {})).toMatchObject({ status: 403 });
  expect(await callAs(token, 'POST', '/api/v1/master-data/project/page', {})).toMatchObject({ status: 403 });
  expect(await callAs(token, 'POST', '/api/v1/device-abnormal/page', {})).toMatchObject({ status: 403 });
  expect(await callAs(token, 'GET', `/api/v1/iothub/device/${otherDevice.iotId}`)).toMatchObject({ status: 404 });
  const own = await listPost<Device>(token, '/api/v1/iothub/device/page', { page_size: 100 });
  expect(own.total_count).toBe(70);
  expect(new Set(own.items.map((device) => device.projectCode))).toEqual(new Set([OWN_PROJECT]));

  // In the console: one module in the top navigation, the project's 70 devices, a device's live values.
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server, SCOPED.account, SCOPED.password);
  expect(await topNavModules(page)).toEqual(['iot-device']);
  await page.goto(`${rig.server.consoleUrl}${DEVICE_LIST.slice(1)}`);
  await waitForShellAt(page, rig.server, DEVICE_LIST);
  const list = pageOf(page, DEVICE_LIST);
  await expect.poll(() => list.getByTestId('pagination').textContent(SLOW), SLOW).toContain('共 70 条');
  const firstRow = list.getByTestId('list-table').locator('tr.ant-table-row').first();
  await firstRow.waitFor();
  const ownDevice = own.items[0];
  if (!ownDevice) throw new Error('no device in the own project');
  await page.goto(`${rig.server.consoleUrl}iot-device-manage/detail?iotId=${ownDevice.iotId}`);
  await page.getByTestId('device-detail').waitFor(SLOW);
  await page.getByRole('tab', { name: '属性' }).click();
  const latest = page.getByTestId('device-latest-values');
  await latest.waitFor(SLOW);
  expect(await latest.locator('tr.ant-table-row').count()).toBeGreaterThan(0);

  // The operation log (read by the admin) shows the account's creation, its sign-ins and every refusal.
  const entries = (await listPost<OperaLog>(admin, '/api/v1/system/opera-log/page', { page_size: 100 })).items;
  const mine = entries.filter((entry) => entry.account === SCOPED.account);
  expect(mine.filter((entry) => entry.action === 'auth.login')).toHaveLength(2);
  const refused = mine.filter((entry) => entry.httpStatus === 403).map((entry) => entry.action);
  expect(refused).toEqual(
    expect.arrayContaining(['system.account.page', 'masterData.project.page', 'data.deviceAbnormal.page']),
  );
  const byAdmin = entries.filter((entry) => entry.account === 'admin').map((entry) => entry.path);
  expect(byAdmin).toEqual(expect.arrayContaining(['/api/v1/system/role/save', '/api/v1/system/account/save']));
});
