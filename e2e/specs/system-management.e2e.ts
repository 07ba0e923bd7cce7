import { DIALOG_WIDTH, DRAWER_WIDTH, LOGIN_MAX_FAILURES } from '@beacon/contracts/constants';
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

// PRODUCT.md 4.7 (accounts, roles) with spec sections 5 (phone rule), 6 (resources decide the top navigation)
// and 8 (delete dialog); the console CRUD kit's bulk actions, the unlock action and changing your own password.

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

const ACCOUNT_PATH = '/platform-manage-account/list';

/** Console errors other than Chromium's report of deliberately refused calls (4xx). */
const unexpectedErrors = () => rig.browser.errors.filter((error) => !/status of 4\d\d/.test(error));

const openAsAdmin = async (path: string): Promise<Page> => {
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}${path.slice(1)}`);
  await waitForShellAt(page, rig.server, path);
  // The affixed home tab's page is kept alive beside it, with a table of its own.
  await page.locator(`[data-page="${path}"]`).getByTestId('list-table').waitFor();
  return page;
};

const drawer = (page: Page, title: string): Locator =>
  page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

/** A row of the table of the page in view (kept-alive pages of other tabs are hidden). */
const row = (page: Page, text: string): Locator =>
  page.locator('[data-page]:visible').getByTestId('list-table').locator('tr', { hasText: text });

/** The account page (kept alive among other tabs). */
const accountPage = (page: Page): Locator => page.locator(`[data-page="${ACCOUNT_PATH}"]`);

/** A form field's error text in an overlay. */
const fieldError = (overlay: Locator, text: string): Locator =>
  overlay.locator('.ant-form-item-explain-error', { hasText: text });

/** Signs in over the API with a wrong password `times` times (the lockout counts these). */
const failSignIns = async (account: string, times: number): Promise<void> => {
  for (let attempt = 0; attempt < times; attempt++) {
    await fetch(`${rig.server.origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'Wrong-password-e2e-1' }),
    });
  }
};

const widthOf = async (locator: Locator): Promise<number> => Math.round((await locator.boundingBox())?.width ?? -1);

describe('system management', () => {
  it('creates a log-only role and an account holding it in the UI; that account sees only the log module', async () => {
    const page = await openAsAdmin('/platform-manage-role/list');
    // Scoped to the page: kept-alive pages of other tabs (the affixed home) have their own hidden create button.
    await page.locator('[data-page="/platform-manage-role/list"]').getByTestId('page-create').click();
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
    await page.locator('[data-page="/platform-manage-account/list"]').getByTestId('page-create').click();
    const accountForm = drawer(page, '新增账号');
    await accountForm.getByLabel('账号', { exact: true }).fill(VIEWER.account);
    await accountForm.getByLabel('密码', { exact: true }).fill(VIEWER.password);
    await accountForm.getByLabel('确认密码').fill(VIEWER.password);
    await accountForm.getByLabel('用户名').fill('日志查看员');
    // Spec section 5: the mobile is required and must be a mainland number.
    await page.getByTestId('account-form-submit').click();
    await fieldError(accountForm, '请输入手机号').waitFor();
    await accountForm.getByLabel('手机号').fill('12345678901');
    await fieldError(accountForm, '请输入正确的手机号!').waitFor();
    await accountForm.getByLabel('手机号').fill('13912345678');
    await fieldError(accountForm, '请输入正确的手机号!').waitFor({ state: 'detached' });
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
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '确 定' }).click();
    await dialog.waitFor({ state: 'hidden' });
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

  it('an account locked by failed sign-ins shows 已锁定; 解锁 lifts the lock and it can sign in again', async () => {
    const locked = { account: 'e2e-locked', password: 'Locked-e2e-pass-61', roleCode: 'e2e_locked_role' };
    await createLimitedAccount(rig.server, await apiLogin(rig.server), { ...locked, resources: ['log-manage'] });
    await failSignIns(locked.account, LOGIN_MAX_FAILURES);
    const page = await openAsAdmin(ACCOUNT_PATH);
    const lockedRow = row(page, locked.account);
    await lockedRow.getByTestId('account-locked').waitFor();
    expect(await lockedRow.getByTestId('account-locked').textContent()).toContain('已锁定');

    await lockedRow.getByRole('button', { name: '解锁' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '解锁确认' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`确认解除账号“${locked.account}”的登录锁定吗？`);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await lockedRow.getByTestId('account-locked').waitFor({ state: 'detached' });
    expect(await lockedRow.getByRole('button', { name: '解锁' }).count()).toBe(0);
    await apiLogin(rig.server, locked.account, locked.password);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('disables the selected accounts in bulk (yourself cannot be selected) and says how many succeeded', async () => {
    const token = await apiLogin(rig.server);
    const names = ['e2e-bulk-a', 'e2e-bulk-b'];
    for (const name of names) {
      await createLimitedAccount(rig.server, token, {
        account: name,
        password: 'Bulk-e2e-pass-83',
        roleCode: `${name.replace(/-/g, '_')}_role`,
        resources: ['log-manage'],
      });
    }
    const page = await openAsAdmin(ACCOUNT_PATH);
    const scope = accountPage(page);
    expect(await row(page, '当前账号').getByRole('checkbox').isDisabled()).toBe(true);
    for (const name of names) await row(page, name).getByRole('checkbox').check();
    await scope.getByText('已选 2 项').waitFor();
    await scope.getByTestId('bulk-disable').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '状态确认' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('确认禁用选中的 2 个账号吗？');
    await dialog.getByRole('button', { name: '确 定' }).click();
    await page.locator('.ant-message-notice', { hasText: '已完成 2 项' }).waitFor();
    for (const name of names) {
      await expect.poll(() => row(page, name).textContent()).toContain('已禁用');
    }
    await scope.getByText('已选 2 项').waitFor({ state: 'detached' });
    // The API sign-in above replaced the previous test's browser session, whose calls then got 401.
    expect(unexpectedErrors()).toEqual([]);
  });

  it('changes your own password from the user menu: a wrong current password shows on its field', async () => {
    const self = { account: 'e2e-self', password: 'Self-e2e-pass-29', roleCode: 'e2e_self_role' };
    const next = 'Self-e2e-renewed-pass-47';
    await createLimitedAccount(rig.server, await apiLogin(rig.server), { ...self, resources: ['log-manage'] });
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server, self.account, self.password);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-password').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' });
    await dialog.waitFor();
    await expect.poll(() => widthOf(dialog)).toBe(DIALOG_WIDTH);
    await dialog.getByLabel('原密码').fill('Not-my-password-9');
    await dialog.getByLabel('新密码', { exact: true }).fill(next);
    await dialog.getByLabel('确认新密码').fill(next);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await fieldError(dialog, '原密码不正确').waitFor();

    await dialog.getByLabel('原密码').fill(self.password);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await page.locator('.ant-message-notice', { hasText: '密码已修改' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // This session stays signed in.
    await page.reload();
    await page.getByTestId('top-nav').waitFor();
    expect(new URL(page.url()).pathname).not.toContain('/login');
    await expect(apiLogin(rig.server, self.account, self.password)).rejects.toThrow();
    await apiLogin(rig.server, self.account, next);
    expect(unexpectedErrors()).toEqual([]);
  });
});
