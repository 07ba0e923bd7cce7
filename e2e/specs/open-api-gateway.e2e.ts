import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginThroughUi, navigateInApp, resetBrowser, toastTexts, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';
import { type AppCredentials, signedGet, startUpstream, type Upstream } from '../src/open-api-gateway-fixtures';

// Issue #22 item 9: in the console, an area, a group of it, a service cluster whose one node is the test's local
// upstream, an API forwarding to it (deployed), and an application bound to the API; the test calls the API with a
// request the app signed (RFC 9421); the call is in the API call log and on the monitor.

const rig = useServerAndBrowser();

/** Server round trips on a busy 2-core machine. */
const SLOW = { timeout: 15_000 };
const AREAS = '/open-api-business/area';
const GROUPS = '/open-api-business/group';
const CLUSTERS = '/open-api-gateway/serve';
const APIS = '/open-api-business/api-list';
const APPS = '/open-api-gateway/application';
const APP_DETAIL = '/open-api-gateway/application/detail';
const CALL_LOG = '/api-call-log/list';
const MONITOR = '/open-api-gateway/monitor';

const FLOW = {
  area: 'E2E开放区域',
  areaCode: 'e2e-area',
  group: 'E2E设备分组',
  cluster: 'E2E上游集群',
  api: 'E2E条目查询',
  /** The gateway path (apps call `/gateway` + this). */
  path: '/e2e/items',
  /** The path on the upstream node. */
  backendPath: '/upstream/items',
  app: 'E2E第三方应用',
} as const;
/** What the upstream answers. */
const UPSTREAM_REPLY = { items: [{ id: 1, name: 'e2e-item' }], total: 1 };

let upstream: Upstream;
/** The one browser page the flow runs in. */
let page: Page;
/** The application's credentials as the console showed them (the secret only once). */
let app: AppCredentials;

/** The kept-alive page of a route (other tabs' pages stay in the DOM, hidden). */
const pageOf = (path: string): Locator => page.locator(`[data-page="${path}"]`);
/** The table rows of a page. */
const rowsOf = (scope: Locator): Locator => scope.locator('[data-testid="list-table"] tr.ant-table-row');
/** The one row of a page's table naming `text`. */
const rowOf = (scope: Locator, text: string): Locator => rowsOf(scope).filter({ hasText: text });
/** Presses 查询 in a page's filter bar. */
const search = (scope: Locator): Promise<void> =>
  scope.getByTestId('filter-bar').getByRole('button', { name: /查询/ }).click();
/** Opens a select and picks the option labelled `label` in its (open) dropdown. */
const choose = async (select: Locator, label: string | RegExp): Promise<void> => {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
};
/** Goes to a page of the console without a reload and waits until it shows. */
const open = async (path: string): Promise<Locator> => {
  await navigateInApp(page, rig.server, path);
  await waitForShellAt(page, rig.server, path);
  return pageOf(path);
};
/** Waits until a toast says `text`. */
const waitForToast = (text: string) => expect.poll(() => toastTexts(page), SLOW).toContain(text);

beforeAll(async () => {
  upstream = await startUpstream(UPSTREAM_REPLY);
});

afterAll(async () => {
  await upstream?.close();
});

it('creates an area, a group, a cluster to the local upstream and a forwarding API in the console; deploys it', async () => {
  page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);

  const areas = await open(AREAS);
  await areas.getByTestId('page-create').click();
  const areaForm = page.getByTestId('area-form');
  await areaForm.getByLabel('区域名称').fill(FLOW.area);
  await areaForm.getByLabel('区域编码').fill(FLOW.areaCode);
  await areaForm.getByRole('button', { name: /确\s*定/ }).click();
  await rowOf(areas, FLOW.areaCode).waitFor(SLOW);

  const groups = await open(GROUPS);
  await groups.getByTestId('page-create').click();
  const groupForm = page.getByTestId('group-form');
  await groupForm.getByLabel('分组名称').fill(FLOW.group);
  await choose(groupForm.getByRole('combobox', { name: '所属区域' }), FLOW.area);
  await groupForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => rowOf(groups, FLOW.group).innerText(), SLOW).toContain(FLOW.area);

  const clusters = await open(CLUSTERS);
  await clusters.getByTestId('page-create').click();
  const clusterForm = page.getByTestId('cluster-form-drawer');
  await clusterForm.getByLabel('集群名称').fill(FLOW.cluster);
  const node = clusterForm.getByTestId('cluster-node-row');
  await node.getByPlaceholder('主机或 IP').fill('127.0.0.1');
  await node.getByPlaceholder('端口').fill(String(upstream.port));
  await page.getByTestId('cluster-form-submit').click();
  await expect.poll(() => rowOf(clusters, FLOW.cluster).innerText(), SLOW).toContain(`127.0.0.1:${upstream.port}`);

  const apis = await open(APIS);
  await apis.getByTestId('page-create').click();
  const apiForm = page.getByTestId('api-form-drawer');
  await apiForm.getByLabel('API名称').fill(FLOW.api);
  // The method stays GET (the default); the gateway path is the input beside it.
  await apiForm.locator('#api-form_path').fill(FLOW.path);
  await choose(apiForm.getByRole('combobox', { name: '所属区域' }), FLOW.area);
  await choose(apiForm.getByRole('combobox', { name: '所属分组' }), FLOW.group);
  await apiForm.getByRole('radio', { name: '转发到服务集群' }).check();
  await choose(apiForm.getByRole('combobox', { name: '服务集群' }), FLOW.cluster);
  await apiForm.getByLabel('后端路径').fill(FLOW.backendPath);
  await page.getByTestId('api-form-submit').click();
  const api = rowOf(apis, FLOW.api);
  await expect.poll(() => api.innerText(), SLOW).toContain('草稿');
  expect(await api.innerText()).toContain(FLOW.path);

  await api.getByTestId('row-deploy').click();
  // The newest: antd may keep a closed dialog's root in the DOM (the root has no box: its OK button tells).
  const confirm = page.getByTestId('confirm-dialog').last();
  await confirm.getByTestId('confirm-ok').click();
  await confirm.getByTestId('confirm-ok').waitFor({ state: 'hidden' });
  await waitForToast(`已发布「${FLOW.api}」`);
  await expect.poll(() => api.innerText(), SLOW).toContain('在线');
});

it('creates an application (its secret shown once) and binds the API to it on its detail page', async () => {
  const apps = await open(APPS);
  await apps.getByTestId('page-create').click();
  const appForm = page.getByTestId('app-form');
  await appForm.getByLabel('应用名称').fill(FLOW.app);
  await appForm.getByRole('button', { name: /确\s*定/ }).click();
  const secretDialog = page.getByTestId('app-secret-dialog');
  await secretDialog.getByText(`「${FLOW.app}」的密钥`).waitFor(SLOW);
  const secret = (await secretDialog.getByTestId('app-secret').innerText()).trim();
  expect(secret.length).toBeGreaterThanOrEqual(16);
  await secretDialog.getByTestId('app-secret-close').click();
  await secretDialog.waitFor({ state: 'hidden' });

  const row = rowOf(apps, FLOW.app);
  await row.waitFor(SLOW);
  const appId = (await row.locator('td').nth(1).innerText()).trim();
  expect(appId).toMatch(/^\S{16,}$/);
  app = { appId, secret };

  await row.getByTestId('row-detail').click();
  const detail = pageOf(APP_DETAIL).getByTestId('app-detail');
  await detail.waitFor(SLOW);
  expect(await detail.innerText()).toContain(appId);
  const bound = detail.getByTestId('app-apis');
  await bound.getByTestId('app-bind-api').click();
  const bindDialog = page.getByTestId('app-bind-api-dialog');
  await choose(bindDialog.getByTestId('app-bind-api-select'), `${FLOW.api} (GET ${FLOW.path})`);
  await page.keyboard.press('Escape');
  await bindDialog.getByTestId('app-bind-api-ok').click();
  await waitForToast('已绑定 1 个API');
  await expect.poll(() => bound.locator('tr', { hasText: FLOW.api }).innerText(), SLOW).toContain('在线');
});

it('a GET the application signed goes through the gateway to the upstream and answers its JSON', async () => {
  const response = await signedGet(`${rig.server.origin}/gateway${FLOW.path}`, app);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(UPSTREAM_REPLY);
  expect(upstream.hits.map((hit) => [hit.method, hit.url])).toEqual([['GET', FLOW.backendPath]]);
});

it('shows the call in the API call log (app, API, status 200)', async () => {
  const log = await open(CALL_LOG);
  const call = rowOf(log, app.appId);
  // The log is written in batches: the operator asks again until the call is in.
  await expect
    .poll(async () => {
      await search(log);
      return call.count();
    }, SLOW)
    .toBe(1);
  // Time, app name, appId, API name, method, path, status, result.
  const cells = await call.locator('td').allInnerTexts();
  expect(cells.slice(1, 8)).toEqual([FLOW.app, app.appId, FLOW.api, 'GET', FLOW.path, '200', '成功']);
});

it('shows the call on the monitor: one call of the API, none failed, and one of the application', async () => {
  const monitor = (await open(MONITOR)).getByTestId('monitor-page');
  // The last hour (asked afresh as the range changes; the call log showed the call, so its minute is counted).
  await monitor.getByTestId('monitor-range').getByText('近1小时').click();
  /** The cells of a monitor table's rows naming `name`. */
  const figures = (table: string, name: string) =>
    monitor
      .getByTestId(table)
      .locator('tr.ant-table-row', { hasText: name })
      .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent ?? '')));
  await expect
    .poll(() => figures('monitor-api-table', FLOW.api), SLOW)
    .toEqual([[FLOW.api, '1', '0', expect.any(String), expect.any(String), expect.any(String), expect.any(String)]]);
  // Name, appId, calls, errors (the per-application figures are a query of their own).
  await expect
    .poll(async () => (await figures('monitor-app-table', FLOW.app)).map((cells) => cells.slice(0, 4)), SLOW)
    .toEqual([[FLOW.app, app.appId, '1', '0']]);
  expect(rig.browser.errors).toEqual([]);
});
