import { DIALOG_WIDTH, DRAWER_WIDTH } from '@beacon/contracts/constants';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiLogin,
  createLimitedAccount,
  loginThroughUi,
  resetBrowser,
  topNavModules,
  waitForShellAt,
} from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// PRODUCT.md 4.7 (accounts, roles) with spec sections 6 (resources decide the top navigation) and 8 (delete dialog).

const VIEWER = {
  account: 'e2e-log-viewer',
  password: 'Log-viewer-e2e-93',
  role: 'e2e_log_role',
  roleName: '日志查看角色',
};

const rig = useServerAndBrowser();

beforeEach(() => {
  rig.browser.errors.length = 0;
});

const openAsAdmin = async (path: string): Promise<Page> => {
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}${path.slice(1)}`);
  await waitForShellAt(page, rig.server, path);
  await page.getByTestId('list-table').waitFor();
  return page;
};

const drawer = (page: Page, title: string): Locator =>
  page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

const row = (page: Page, text: string): Locator => page.getByTestId('list-table').locator('tr', { hasText: text });

const widthOf = async (locator: Locator): Promise<number> => Math.round((await locator.boundingBox())?.width ?? -1);

describe('system management', () => {
  it('creates a log-only role and an account holding it in the UI; that account sees only the log module', async () => {
    const page = await openAsAdmin('/platform-manage-role/list');
    await page.getByTestId('role-create').click();
    const roleForm = drawer(page, '新增角色');
    await roleForm.waitFor();
    await expect.poll(() => widthOf(roleForm)).toBe(DRAWER_WIDTH);
    await roleForm.getByLabel('角色编码').fill(VIEWER.role);
    await roleForm.getByLabel('角色名称').fill(VIEWER.roleName);
    await roleForm.locator('[data-resource="log-manage"]').click();
    await page.getByTestId('role-form-submit').click();
    await row(page, VIEWER.role).waitFor();
    await expect.poll(() => roleForm.isVisible()).toBe(false);

    await page.goto(`${rig.server.consoleUrl}platform-manage-account/list`);
    await waitForShellAt(page, rig.server, '/platform-manage-account/list');
    await page.getByTestId('account-create').click();
    const accountForm = drawer(page, '新增账号');
    await accountForm.getByLabel('账号', { exact: true }).fill(VIEWER.account);
    await accountForm.getByLabel('密码', { exact: true }).fill(VIEWER.password);
    await accountForm.getByLabel('确认密码').fill(VIEWER.password);
    await accountForm.getByLabel('用户名').fill('日志查看员');
    await accountForm.getByLabel('手机号').fill('13912345678');
    await accountForm.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: VIEWER.roleName }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('account-form-submit').click();
    const created = row(page, VIEWER.account);
    await created.waitFor();
    expect(await created.textContent()).toContain(VIEWER.roleName);
    expect(await created.textContent()).toContain('已启用');

    const viewer = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(viewer, rig.server, VIEWER.account, VIEWER.password);
    await waitForShellAt(viewer, rig.server, '/log-manage/list');
    expect(await topNavModules(viewer)).toEqual(['log-manage']);
    expect(rig.browser.errors).toEqual([]);
  });

  it('deleting asks 删除确认 in a 534 px dialog; cancel keeps the row, 确 定 removes it', async () => {
    const doomed = { account: 'e2e-doomed', password: 'Doomed-e2e-pass-57', roleCode: 'e2e_doomed_role' };
    await createLimitedAccount(rig.server, await apiLogin(rig.server), { ...doomed, resources: ['log-manage'] });
    const page = await openAsAdmin('/platform-manage-account/list');
    // Yourself is never offered delete.
    await row(page, 'admin').first().waitFor();
    expect(await row(page, '当前账号').getByRole('button', { name: '删除' }).count()).toBe(0);

    await row(page, doomed.account).getByRole('button', { name: '删除' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '删除确认' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('您确认要删除吗？');
    await expect.poll(() => widthOf(dialog)).toBe(DIALOG_WIDTH);
    await dialog.getByRole('button', { name: '取 消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(page, doomed.account).count()).toBe(1);

    await row(page, doomed.account).getByRole('button', { name: '删除' }).click();
    await dialog.getByRole('button', { name: '确 定' }).click();
    await row(page, doomed.account).waitFor({ state: 'detached' });

    // Its role, now held by nobody, can be deleted from the role list the same way.
    await page.goto(`${rig.server.consoleUrl}platform-manage-role/list`);
    await waitForShellAt(page, rig.server, '/platform-manage-role/list');
    await row(page, doomed.roleCode).getByRole('button', { name: '删除' }).click();
    await dialog.getByRole('button', { name: '确 定' }).click();
    await row(page, doomed.roleCode).waitFor({ state: 'detached' });
    expect(await row(page, '超级管理员').getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(rig.browser.errors).toEqual([]);
  });
});
