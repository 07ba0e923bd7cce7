import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { type Account, SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import { OPS_ROW } from './account.test-rows';
import { AccountFormDrawer } from './account-form-drawer';

const server = setupTestServer('admin');
const { account: BASE, role: ROLE } = SYSTEM_PATHS;
const ROLES = [
  { id: 1, code: 'admin', name: '超级管理员', assignable: false },
  { id: 2, code: 'ops', name: '运维角色', assignable: true },
];
const PROJECTS = [
  { projectCode: 'P-N', projectName: '北区' },
  { projectCode: 'P-S', projectName: '南区' },
];

// The drawer alone, as the page kit opens it: for a new account, or on a row.
const showDrawer = (record?: Account) => {
  server.current.routes.set(`${ROLE}/list`, ok(ROLES));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  renderInApp(<AccountFormDrawer open record={record} onClose={() => undefined} afterClose={() => undefined} />);
  return findOverlay(record ? '编辑账号' : '新增账号');
};

/** Set a field's value at once (typing itself is not what these tests are about). */
const fill = (drawer: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(drawer).getByLabelText(label), { target: { value } });
  }
};
const submit = () => fireEvent.click(screen.getByTestId('account-form-submit'));
const fieldError = (drawer: HTMLElement, text: string) =>
  within(drawer).findByText(text, { selector: '.ant-form-item-explain-error' });

describe('account form drawer', { timeout: 20_000 }, () => {
  it('opens at 664 px and shows the contract and spec validation errors without calling the server', async () => {
    const drawer = await showDrawer();
    expect(drawer.style.width).toBe('664px');
    submit();
    // The spec's phone rule: required, 请输入手机号 when empty.
    for (const text of ['请输入账号', '请输入密码', '请输入用户名', '请输入手机号']) {
      expect(await within(drawer).findByText(text)).toBeInTheDocument();
    }
    fill(drawer, { 账号: 'a!', 手机号: '12345678901', 密码: 'short', 邮箱: 'not-mail' });
    expect(await within(drawer).findByText('账号最少3个字符')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入正确的手机号!')).toBeInTheDocument();
    expect(await within(drawer).findByText('密码最少8个字符')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    fill(drawer, { 账号: 'a!b' });
    expect(await within(drawer).findByText('账号只能包含字母、数字及 _ . @ -')).toBeInTheDocument();
    submit();
    await within(drawer).findByText('账号只能包含字母、数字及 _ . @ -');
    expect(requestsTo(server.current, `${BASE}/save`)).toHaveLength(0);
  });

  it('offers the roles you may assign (the others disabled); refusals show on their fields; a retry saves', async () => {
    server.current.routes.set(`${BASE}/save`, {
      status: 400,
      body: {
        code: 400,
        msg: 'body.mobile: must be a valid mobile number',
        refusals: [{ path: 'mobile', reason: 'mobileFormat' }],
      },
    });
    const drawer = await showDrawer();
    fireEvent.mouseDown(within(drawer).getByLabelText('角色'));
    expect((await pickOption('超级管理员')).closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    expect(within(drawer).getByText('灰色的角色含有您未拥有的权限，不能分配')).toBeInTheDocument();
    fireEvent.click(await pickOption('运维角色'));
    fill(drawer, {
      账号: 'ops',
      密码: 'Secret-pass-1',
      确认密码: 'Secret-pass-1',
      用户名: '运维二',
      手机号: '13912345678',
    });
    submit();
    // A malformed mobile the server refuses: its rule on the mobile field.
    expect(await fieldError(drawer, '请输入正确的手机号')).toBeInTheDocument();
    expect(requestsTo(server.current, `${BASE}/save`, 'POST')[0]?.json).toEqual({
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

    // A duplicate account (409 4001001): 已存在 on the account field, the drawer keeps what was typed.
    server.current.routes.set(`${BASE}/save`, {
      status: 409,
      body: { code: 4001001, msg: 'account: already exists', refusals: [{ path: 'account', reason: 'alreadyExists' }] },
    });
    submit();
    const error = await fieldError(drawer, '已存在');
    expect(error.closest('.ant-form-item')).toContainElement(within(drawer).getByLabelText('账号'));
    expect(within(drawer).getByLabelText('账号')).toHaveValue('ops');

    server.current.routes.set(`${BASE}/save`, ok({ ...OPS_ROW, id: 3 }));
    fill(drawer, { 账号: 'ops2' });
    submit();
    await expectToast('保存成功');
    expect(requestsTo(server.current, `${BASE}/save`, 'POST')[2]?.json).toMatchObject({ account: 'ops2' });
  });

  it('edits an account loaded by id: account fixed, no password, mobile still required, projects kept; PUT', async () => {
    server.current.routes.set(`${BASE}/2`, ok({ ...OPS_ROW, projectCodes: ['P-OLD'] }));
    server.current.routes.set(`${BASE}/update`, ok(OPS_ROW));
    const drawer = await showDrawer(OPS_ROW);
    await waitFor(() => expect(within(drawer).getByLabelText('账号')).toHaveValue('ops'));
    expect(within(drawer).getByLabelText('账号')).toBeDisabled();
    expect(within(drawer).queryByLabelText('密码')).toBeNull();
    // Projects: empty means all; a code the project list lacks stays, as its code.
    expect(
      within(drawer).getByText('留空表示全部项目（包括以后新建的项目）；选择项目即只能查看和操作这些项目的数据'),
    ).toBeInTheDocument();
    expect(await within(within(drawer).getByTestId('account-projects')).findByText('P-OLD')).toBeInTheDocument();
    fireEvent.mouseDown(within(drawer).getByLabelText('项目'));
    fireEvent.click(await pickOption('北区 (P-N)'));
    fill(drawer, { 用户名: '运维组', 手机号: '' });
    submit();
    expect(await within(drawer).findByText('请输入手机号')).toBeInTheDocument();
    fill(drawer, { 手机号: '1381234567' });
    expect(await within(drawer).findByText('请输入正确的手机号!')).toBeInTheDocument();
    fill(drawer, { 手机号: '13812345678' });
    submit();
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 2,
      userName: '运维组',
      mobile: '13812345678',
      email: 'ops@example.com',
      roleIds: [2],
      projectCodes: ['P-OLD', 'P-N'],
      status: 'disabled',
    });
  });
});
