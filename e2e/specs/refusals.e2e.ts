import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appPath, loginThroughUi, resetBrowser, toastTexts, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';
import { E2E_ADMIN_PASSWORD } from '../src/server';

// Issue #19 item 2: the server's refusals reach the zh-CN console as reason keys, shown in Chinese on the
// refused field (never the server's English): a duplicate code, a model property with min > max, a trivial password.

const rig = useServerAndBrowser();

const MODEL_LIST = '/std-model/list';
const MODEL_DETAIL = '/std-model/detail';
const SLOW = { timeout: 15_000 };
const CHINESE = /[\u4e00-\u9fff]/;
/** Three English words in a row: a sentence of the server's, or of a validator's, leaking through. */
const ENGLISH_SENTENCE = /[A-Za-z]{2,}[ ,:;]+[A-Za-z]{2,}[ ,:;]+[A-Za-z]{2,}/;

const pageOf = (page: Page, path: string): Locator => page.locator(`[data-page="${path}"]`);
const drawer = (page: Page, title: string): Locator =>
  page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });
/** The error shown under the form item labelled `label`. */
const fieldError = (scope: Locator, label: string): Locator =>
  scope
    .locator('.ant-form-item', { has: scope.page().getByLabel(label, { exact: true }) })
    .last()
    .locator('.ant-form-item-explain-error');

/** Every refusal text on the page (field errors, alerts, toasts): Chinese, and no English sentence. */
const expectNoEnglish = async (page: Page): Promise<void> => {
  const texts = [
    ...(await page.locator('.ant-form-item-explain-error').allInnerTexts()),
    ...(await page.locator('.ant-alert').allInnerTexts()),
    ...(await toastTexts(page)),
  ];
  for (const text of texts) {
    expect(text, text).toMatch(CHINESE);
    expect(text, text).not.toMatch(ENGLISH_SENTENCE);
  }
};

it('shows a duplicate product key, min > max and a trivial password in Chinese on their fields', async () => {
  const page = await resetBrowser(rig.browser, rig.server);
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}${MODEL_LIST.slice(1)}`);
  await waitForShellAt(page, rig.server, MODEL_LIST);
  const productKey = `e2e.refused-${Date.now()}`;
  const models = pageOf(page, MODEL_LIST);

  // A duplicate code: the second model with the same product key is refused by the server (409, alreadyExists).
  const create = async (name: string): Promise<Locator> => {
    await models.getByTestId('page-create').click();
    const form = drawer(page, '新增标准物模型');
    await form.getByLabel('产品标识').fill(productKey);
    await form.getByLabel('模型名称').fill(name);
    await page.getByTestId('std-model-form-submit').click();
    return form;
  };
  const first = await create('E2E 拒绝 1');
  await models.getByTestId('list-table').locator('tr', { hasText: productKey }).waitFor();
  await first.waitFor({ state: 'hidden' });
  const second = await create('E2E 拒绝 2');
  await expect.poll(() => fieldError(second, '产品标识').innerText(), SLOW).toBe('已存在');
  await expectNoEnglish(page);
  await second.getByRole('button', { name: /取\s*消/ }).click();
  await second.waitFor({ state: 'hidden' });

  // A property with min > max: the contract's validator refuses it in the model editor, in Chinese.
  await models
    .getByTestId('list-table')
    .locator('tr', { hasText: productKey })
    .getByRole('button', { name: '详情' })
    .click();
  await expect.poll(() => appPath(page, rig.server), SLOW).toMatch(/^\/std-model\/detail\?id=\d+$/);
  const editor = pageOf(page, MODEL_DETAIL).getByTestId('std-model-detail');
  await editor.waitFor();
  await editor.getByTestId('thing-model-properties-add').click();
  const property = drawer(page, '添加属性');
  await property.getByLabel('标识符').fill('voltage');
  await property.getByLabel('名称', { exact: true }).fill('电压');
  await property.getByLabel('最小值').fill('10');
  await property.getByLabel('最大值').fill('1');
  await page.getByTestId('thing-model-item-submit').click();
  await expect.poll(() => fieldError(property, '最小值').innerText(), SLOW).toBe('最小值不能大于最大值');
  await expectNoEnglish(page);
  await property.getByRole('button', { name: /取\s*消/ }).click();
  await property.waitFor({ state: 'hidden' });

  // A trivial password: long enough for the form, refused by the server's policy (passwordGuessable).
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-password').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' });
  await dialog.getByLabel('原密码').fill(E2E_ADMIN_PASSWORD);
  await dialog.getByLabel('新密码', { exact: true }).fill('password123');
  await dialog.getByLabel('确认新密码').fill('password123');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect
    .poll(() => fieldError(dialog, '新密码').innerText(), SLOW)
    .toBe('密码太容易被猜到，请使用更长或更难预测的密码');
  await expectNoEnglish(page);
});
