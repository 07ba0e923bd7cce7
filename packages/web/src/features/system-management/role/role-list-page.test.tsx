import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { type Role, SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  findRow,
  listA,
  ok,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import RoleListPage from './role-list-page';

const server = setupTestServer('admin');
const BASE = SYSTEM_PATHS.role;
const ROLES: Role[] = [
  {
    id: 1,
    code: 'admin',
    name: '超级管理员',
    description: '全部权限',
    resources: [...ALL_RESOURCES],
    builtin: true,
    createDate: 1,
  },
  {
    id: 2,
    code: 'ops',
    name: '运维角色',
    description: '',
    resources: ['log-manage', 'LogManage', 'LogManage.deviceLog'],
    builtin: false,
    createDate: 1,
  },
];

const showList = () => {
  server.current.routes.set(`${BASE}/page`, listA(ROLES));
  renderInApp(<RoleListPage />);
};

/** Click a node of the permission tree by its title. */
const clickNode = async (tree: HTMLElement, title: string) => {
  await userEvent.click(within(tree).getByText(title, { selector: '[data-resource]' }));
};

describe('role list', { timeout: 30_000 }, () => {
  it('lists roles and filters by name and code; the built-in role offers only a view', async () => {
    const user = userEvent.setup();
    showList();
    const admin = await findRow('全部权限');
    expect(within(admin).getByText('内置')).toBeInTheDocument();
    expect(within(admin).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(admin).queryByRole('button', { name: '删除' })).toBeNull();
    const ops = await findRow('运维角色');
    expect(within(ops).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('角色名称'), '运维');
    await user.type(within(filters).getByLabelText('角色编码'), 'ops');
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/page`)).toHaveLength(2));
    expect(requestsTo(server.current, `${BASE}/page`)[1]?.json).toMatchObject({
      page_index: 1,
      name: '运维',
      code: 'ops',
    });
  });

  it('creates a role: validation first, then a page checked in the tree grants its module code and page id', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/save`, ok({ ...ROLES[1], id: 3 }));
    showList();
    await user.click(await screen.findByTestId('role-create'));
    const drawer = await findOverlay('新增角色');
    expect(drawer.style.width).toBe('664px');
    await user.click(screen.getByTestId('role-form-submit'));
    expect(await within(drawer).findByText('请输入角色编码')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入角色名称')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('角色编码'), '9x');
    expect(await within(drawer).findByText('以字母开头，只能包含字母、数字、_ 和 -')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('角色编码'));
    await user.type(within(drawer).getByLabelText('角色编码'), 'log_viewer');
    await user.type(within(drawer).getByLabelText('角色名称'), '日志查看');
    const tree = within(drawer).getByTestId('resource-tree');
    await clickNode(tree, '设备日志');
    await clickNode(tree, '角色管理');
    await clickNode(tree, '删除角色');
    await user.click(screen.getByTestId('role-form-submit'));
    await expectToast('保存成功');
    const [sent] = requestsTo(server.current, `${BASE}/save`, 'POST');
    expect(sent?.json).toEqual({
      msgId: expect.any(String),
      code: 'log_viewer',
      name: '日志查看',
      description: '',
      resources: [
        'log-manage',
        'LogManage',
        'LogManage.deviceLog',
        'system-management',
        'PlatformManage',
        'PlatformManage.role',
        'PlatformManage.role:create',
        'PlatformManage.role:edit',
      ],
    });
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/page`)).toHaveLength(2));
  });

  it('edits a role with its resources checked and sends the update without the code', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2`, ok(ROLES[1]));
    server.current.routes.set(`${BASE}/update`, ok(ROLES[1]));
    showList();
    await user.click(within(await findRow('运维角色')).getByRole('button', { name: '编辑' }));
    const drawer = await findOverlay('编辑角色');
    await waitFor(() => expect(within(drawer).getByLabelText('角色编码')).toHaveValue('ops'));
    expect(within(drawer).getByLabelText('角色编码')).toBeDisabled();
    await clickNode(within(drawer).getByTestId('resource-tree'), '日志管理');
    await user.click(screen.getByTestId('role-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).toMatchObject({
      id: 2,
      name: '运维角色',
      resources: [
        'log-manage',
        'LogManage',
        'LogManage.deviceLog',
        'LogManage.sceneLog',
        'LogManage.apiCallLog',
        'LogManage.operaLog',
      ],
    });
  });

  it('shows the built-in role read-only, with no save button', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/1`, ok(ROLES[0]));
    showList();
    await user.click(within(await findRow('全部权限')).getByRole('button', { name: '查看' }));
    const drawer = await findOverlay('查看角色');
    expect(await within(drawer).findByText(/内置管理员角色拥有全部权限/)).toBeInTheDocument();
    expect(screen.queryByTestId('role-form-submit')).toBeNull();
    expect(within(drawer).getByLabelText('角色名称')).toBeDisabled();
  });

  it('greys out the permissions the signed-in user does not hold, so a role never grants more than its editor', async () => {
    const user = userEvent.setup();
    const { useSessionStore } = await import('../../../lib/session-store');
    const current = useSessionStore.getState().userInfo;
    if (!current) throw new Error('no user');
    const held = ['log-manage', 'LogManage', 'LogManage.deviceLog', 'system-management', 'PlatformManage'];
    useSessionStore.setState({
      userInfo: { ...current, roles: ['ops'], resources: [...held, 'PlatformManage.role'].map((code) => ({ code })) },
    });
    server.current.routes.set(`${BASE}/save`, ok({ ...ROLES[1], id: 3 }));
    showList();
    await user.click(await screen.findByTestId('role-create'));
    const drawer = await findOverlay('新增角色');
    const tree = within(drawer).getByTestId('resource-tree');
    const checkbox = (key: string) =>
      tree
        .querySelector(`[data-resource="${key}"]`)
        ?.closest('.ant-tree-treenode')
        ?.querySelector('.ant-tree-checkbox');
    expect(checkbox('LogManage.deviceLog')).not.toHaveClass('ant-tree-checkbox-disabled');
    expect(checkbox('LogManage.sceneLog')).toHaveClass('ant-tree-checkbox-disabled');
    expect(checkbox('PlatformManage.role')).not.toHaveClass('ant-tree-checkbox-disabled');
    expect(checkbox('PlatformManage.role:create')).toHaveClass('ant-tree-checkbox-disabled');
    await user.type(within(drawer).getByLabelText('角色编码'), 'viewer');
    await user.type(within(drawer).getByLabelText('角色名称'), '查看');
    await clickNode(tree, '日志管理');
    await user.click(screen.getByTestId('role-form-submit'));
    await expectToast('保存成功');
    expect(requestsTo(server.current, `${BASE}/save`)[0]?.json).toMatchObject({
      resources: ['log-manage', 'LogManage', 'LogManage.deviceLog'],
    });
  });

  it('delete asks 删除确认 when nobody holds the role; a 409 that races it shows the server message', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2/holders`, ok({ total: 0, accounts: [] }));
    server.current.routes.set(`${BASE}/2`, {
      status: 409,
      body: { code: 409, msg: 'id: role is assigned to 1 account(s): late; unassign it first' },
    });
    showList();
    await user.click(within(await findRow('运维角色')).getByRole('button', { name: '删除' }));
    const dialog = await findOverlay('删除确认');
    expect(dialog).toHaveTextContent('删除角色“运维角色”？当前没有账号持有该角色。');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('id: role is assigned to 1 account(s): late; unassign it first');
    expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(1);
  });

  it('delete of a role accounts hold lists them and deletes nothing', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2/holders`, ok({ total: 22, accounts: ['alice', 'bob'] }));
    showList();
    await user.click(within(await findRow('运维角色')).getByRole('button', { name: '删除' }));
    const dialog = await findOverlay('角色正在使用');
    expect(dialog).toHaveTextContent('角色“运维角色”被 22 个账号持有，需先从这些账号中移除后才能删除：');
    const holders = within(dialog).getByTestId('role-holders');
    expect(
      within(holders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alice', 'bob']);
    expect(holders).toHaveTextContent('以及另外 20 个账号');
    await user.click(within(dialog).getByRole('button', { name: /知道了|OK|确 定/ }));
    expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(0);
  });
});
