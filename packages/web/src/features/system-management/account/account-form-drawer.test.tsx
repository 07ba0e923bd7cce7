import { SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  findRow,
  listA,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import AccountListPage from './account-list-page';
import { ACCOUNTS } from './account-test-rows';

const server = setupTestServer('admin');
const { account: BASE, role: ROLE } = SYSTEM_PATHS;
const roles = [
  { id: 1, code: 'admin', name: '超级管理员', assignable: false },
  { id: 2, code: 'ops', name: '运维角色', assignable: true },
];

const openCreate = async () => {
  server.current.routes.set(`${BASE}/page`, listA(ACCOUNTS));
  server.current.routes.set(`${ROLE}/list`, ok(roles));
  renderInApp(<AccountListPage />);
  await userEvent.click(await screen.findByTestId('account-create'));
  return findOverlay('新增账号');
};

describe('account form drawer', { timeout: 30_000 }, () => {
  it('opens at 664 px and shows the contract and spec validation errors without calling the server', async () => {
    const user = userEvent.setup();
    const drawer = await openCreate();
    expect(drawer.style.width).toBe('664px');
    await user.click(screen.getByTestId('account-form-submit'));
    // The spec's phone rule: required, 请输入手机号 when empty.
    for (const text of ['请输入账号', '请输入密码', '请输入用户名', '请输入手机号']) {
      expect(await within(drawer).findByText(text)).toBeInTheDocument();
    }
    await user.type(within(drawer).getByLabelText('账号'), 'a!');
    await user.type(within(drawer).getByLabelText('手机号'), '12345678901');
    await user.type(within(drawer).getByLabelText('密码'), 'short');
    await user.type(within(drawer).getByLabelText('邮箱'), 'not-mail');
    expect(await within(drawer).findByText('账号最少3个字符')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入正确的手机号!')).toBeInTheDocument();
    expect(await within(drawer).findByText('密码最少8个字符')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('账号'), 'b');
    expect(await within(drawer).findByText('账号只能包含字母、数字及 _ . @ -')).toBeInTheDocument();
    await user.click(screen.getByTestId('account-form-submit'));
    expect(requestsTo(server.current, `${BASE}/save`)).toHaveLength(0);
  });

  it('offers the roles you may assign; the others are shown disabled', async () => {
    const user = userEvent.setup();
    const drawer = await openCreate();
    await user.click(within(drawer).getByLabelText('角色'));
    expect((await pickOption('超级管理员')).closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    expect((await pickOption('运维角色')).closest('.ant-select-item')).not.toHaveClass(
      'ant-select-item-option-disabled',
    );
    expect(within(drawer).getByText('灰色的角色含有您未拥有的权限，不能分配')).toBeInTheDocument();
  });

  it('a duplicate account (409 4001001) says 已存在 on the account field; a retry saves', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/save`, {
      status: 409,
      body: { code: 4001001, msg: 'account: already exists', refusals: [{ path: 'account', reason: 'alreadyExists' }] },
    });
    const drawer = await openCreate();
    await user.type(within(drawer).getByLabelText('账号'), 'ops');
    await user.type(within(drawer).getByLabelText('密码'), 'Secret-pass-1');
    await user.type(within(drawer).getByLabelText('确认密码'), 'Secret-pass-1');
    await user.type(within(drawer).getByLabelText('用户名'), '运维二');
    await user.type(within(drawer).getByLabelText('手机号'), '13912345678');
    await user.click(within(drawer).getByLabelText('角色'));
    await user.click(await pickOption('运维角色'));
    await user.click(screen.getByTestId('account-form-submit'));
    const error = await within(drawer).findByText('已存在', { selector: '.ant-form-item-explain-error' });
    expect(error.closest('.ant-form-item')).toContainElement(within(drawer).getByLabelText('账号'));
    expect(within(drawer).getByLabelText('账号')).toHaveValue('ops');
    const [sent] = requestsTo(server.current, `${BASE}/save`, 'POST');
    expect(sent?.json).toEqual({
      msgId: expect.any(String),
      account: 'ops',
      password: 'Secret-pass-1',
      userName: '运维二',
      mobile: '13912345678',
      email: '',
      roleIds: [2],
      projectCodes: [],
      status: 'enabled',
    });

    server.current.routes.set(`${BASE}/save`, ok({ ...ACCOUNTS[1], id: 3 }));
    await user.clear(within(drawer).getByLabelText('账号'));
    await user.type(within(drawer).getByLabelText('账号'), 'ops2');
    await user.click(screen.getByTestId('account-form-submit'));
    await expectToast('保存成功');
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/page`)).toHaveLength(2));
  });

  it('a malformed mobile the server refuses shows its rule on the mobile field', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/save`, {
      status: 400,
      body: {
        code: 400,
        msg: 'body.mobile: must be a valid mobile number',
        refusals: [{ path: 'mobile', reason: 'mobileFormat' }],
      },
    });
    const drawer = await openCreate();
    await user.type(within(drawer).getByLabelText('账号'), 'ops3');
    await user.type(within(drawer).getByLabelText('密码'), 'Secret-pass-1');
    await user.type(within(drawer).getByLabelText('确认密码'), 'Secret-pass-1');
    await user.type(within(drawer).getByLabelText('用户名'), '运维三');
    await user.type(within(drawer).getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByTestId('account-form-submit'));
    expect(
      await within(drawer).findByText('请输入正确的手机号', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
  });

  it('edits an account loaded by id: account fixed, no password, mobile still required, PUT with the id', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/page`, listA(ACCOUNTS));
    server.current.routes.set(`${ROLE}/list`, ok(roles));
    server.current.routes.set(`${BASE}/2`, ok(ACCOUNTS[1]));
    server.current.routes.set(`${BASE}/update`, ok(ACCOUNTS[1]));
    renderInApp(<AccountListPage />);
    await user.click(within(await findRow('运维')).getByRole('button', { name: '编辑' }));
    const drawer = await findOverlay('编辑账号');
    await waitFor(() => expect(within(drawer).getByLabelText('账号')).toHaveValue('ops'));
    expect(within(drawer).getByLabelText('账号')).toBeDisabled();
    expect(within(drawer).queryByLabelText('密码')).toBeNull();
    await user.clear(within(drawer).getByLabelText('用户名'));
    await user.type(within(drawer).getByLabelText('用户名'), '运维组');
    await user.clear(within(drawer).getByLabelText('手机号'));
    await user.click(screen.getByTestId('account-form-submit'));
    expect(await within(drawer).findByText('请输入手机号')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('手机号'), '1381234567');
    expect(await within(drawer).findByText('请输入正确的手机号!')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('手机号'), '8');
    await user.click(screen.getByTestId('account-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 2,
      userName: '运维组',
      mobile: '13812345678',
      email: 'ops@example.com',
      roleIds: [2],
      projectCodes: ['P001'],
      status: 'disabled',
    });
  });

  it('resets a password typed in a 534 px dialog after both entries match', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/page`, listA(ACCOUNTS));
    server.current.routes.set(`${BASE}/2/reset-password`, ok({ generatedPassword: null }));
    renderInApp(<AccountListPage />);
    await user.click(within(await findRow('运维')).getByRole('button', { name: '重置密码' }));
    const dialog = await findOverlay('重置密码');
    expect(dialog.style.width).toBe('534px');
    await user.click(within(dialog).getByLabelText('手动输入'));
    await user.type(within(dialog).getByLabelText('密码'), 'New-secret-9');
    await user.type(within(dialog).getByLabelText('确认密码'), 'New-secret-8');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('确认密码'));
    await user.type(within(dialog).getByLabelText('确认密码'), 'New-secret-9');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('密码已重置');
    const [sent] = requestsTo(server.current, `${BASE}/2/reset-password`, 'POST');
    expect(sent?.json).toEqual({ msgId: expect.any(String), password: 'New-secret-9' });
  });
});
