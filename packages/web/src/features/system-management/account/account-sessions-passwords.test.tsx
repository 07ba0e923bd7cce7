import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
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
import { ACCOUNTS, OPS_ROW } from './account-test-rows';

const server = setupTestServer('admin');
const { account: BASE, role: ROLE } = SYSTEM_PATHS;
const PAGE = `${BASE}/page`;
const PROJECTS = [
  { projectCode: 'P-N', projectName: '北区' },
  { projectCode: 'P-S', projectName: '南区' },
];

const showList = () => {
  server.current.routes.set(PAGE, listA(ACCOUNTS));
  server.current.routes.set(`${ROLE}/list`, ok([{ id: 2, code: 'ops', name: '运维角色', assignable: true }]));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  renderInApp(<AccountListPage />);
};

describe('account sessions, passwords and projects', { timeout: 30_000 }, () => {
  it('filters by mobile, role and project besides account, name and status', async () => {
    const user = userEvent.setup();
    showList();
    await findRow('运维');
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('手机号'), '1381');
    await user.click(within(filters).getByLabelText('角色'));
    await user.click(await pickOption('运维角色'));
    await user.click(within(filters).getByLabelText('可见项目'));
    await user.click(await pickOption('南区'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toMatchObject({ mobile: '1381', roleId: 2, projectCode: 'P-S' });
  });

  it('ends all sessions of an account after a confirm; never offered for yourself', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2/end-sessions`, ok({ ended: 2 }));
    showList();
    expect(within(await findRow('管理员')).queryByRole('button', { name: '结束会话' })).toBeNull();
    await user.click(within(await findRow('运维')).getByRole('button', { name: '结束会话' }));
    const dialog = await findOverlay('结束全部会话');
    expect(dialog).toHaveTextContent('结束账号“ops”的全部会话？');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('已结束账号“ops”的全部会话');
    expect(requestsTo(server.current, `${BASE}/2/end-sessions`, 'POST')).toHaveLength(1);
  });

  it('hides 结束会话 without its button', async () => {
    const { useSessionStore } = await import('../../../lib/session-store');
    useSessionStore.setState({ menus: [] });
    showList();
    expect(within(await findRow('运维')).queryByRole('button', { name: '结束会话' })).toBeNull();
  });

  it('resets to a generated password shown once with a copy button; reopening does not show it again', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2/reset-password`, ok({ generatedPassword: 'Gx7-kQ2_pL9mWz4rTb' }));
    showList();
    await user.click(within(await findRow('运维')).getByRole('button', { name: '重置密码' }));
    let dialog = await findOverlay('重置密码');
    expect(within(dialog).getByLabelText('自动生成强密码')).toBeChecked();
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('密码已重置');
    const [sent] = requestsTo(server.current, `${BASE}/2/reset-password`, 'POST');
    expect(sent?.json).toEqual({ msgId: expect.any(String) });
    dialog = await findOverlay('新密码仅显示这一次');
    expect(within(dialog).getByTestId('generated-password-text')).toHaveTextContent('Gx7-kQ2_pL9mWz4rTb');
    await user.click(within(dialog).getByTestId('generated-password-copy'));
    await expect(navigator.clipboard.readText()).resolves.toBe('Gx7-kQ2_pL9mWz4rTb');
    await expectToast('密码已复制');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByText('Gx7-kQ2_pL9mWz4rTb')).toBeNull());
    await user.click(within(await findRow('运维')).getByRole('button', { name: '重置密码' }));
    dialog = await findOverlay('重置密码');
    expect(within(dialog).queryByTestId('generated-password')).toBeNull();
  });

  it('picks projects from the project list, says empty means all, and keeps codes the list lacks', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2`, ok({ ...OPS_ROW, projectCodes: ['P-OLD'] }));
    server.current.routes.set(`${BASE}/update`, ok(OPS_ROW));
    showList();
    await user.click(within(await findRow('运维')).getByRole('button', { name: '编辑' }));
    const drawer = await findOverlay('编辑账号');
    // The drawer opens before the account it edits has loaded: wait for its fields.
    expect(
      await within(drawer).findByText('留空表示全部项目（包括以后新建的项目）；选择项目即只能查看和操作这些项目的数据'),
    ).toBeInTheDocument();
    const projects = await within(drawer).findByTestId('account-projects');
    expect(await within(projects).findByText('P-OLD')).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('项目'));
    await user.click(await pickOption('北区 (P-N)'));
    await user.click(screen.getByTestId('account-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`, 'PUT')[0]?.json).toMatchObject({
      id: 2,
      projectCodes: ['P-OLD', 'P-N'],
    });
  });
});
