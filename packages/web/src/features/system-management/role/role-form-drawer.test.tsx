import { type Role, SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { ADMIN_ROLE, OPS_ROLE } from './role.test-rows';
import { RoleFormDrawer } from './role-form-drawer';

const server = setupTestServer('admin');
const BASE = SYSTEM_PATHS.role;

// The drawer alone, as the page kit opens it: for a new role, or on a row (edit, or view of the built-in one).
const showDrawer = (title: string, record?: Role) => {
  renderInApp(<RoleFormDrawer open record={record} onClose={() => undefined} afterClose={() => undefined} />);
  return findOverlay(title);
};

const fill = (drawer: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(drawer).getByLabelText(label), { target: { value } });
  }
};
const submit = () => fireEvent.click(screen.getByTestId('role-form-submit'));
/** Click a node of the permission tree by its title. */
const clickNode = (drawer: HTMLElement, title: string) =>
  fireEvent.click(
    within(within(drawer).getByTestId('resource-tree')).getByText(title, { selector: '[data-resource]' }),
  );

describe('role form drawer', { timeout: 20_000 }, () => {
  it('creates a role: validation first, then a page checked in the tree grants its module code and page id', async () => {
    server.current.routes.set(`${BASE}/save`, ok({ ...OPS_ROLE, id: 3 }));
    const drawer = await showDrawer('新增角色');
    expect(drawer.style.width).toBe('664px');
    submit();
    expect(await within(drawer).findByText('请输入角色编码')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入角色名称')).toBeInTheDocument();
    fill(drawer, { 角色编码: '9x' });
    expect(await within(drawer).findByText('以字母开头，只能包含字母、数字、_ 和 -')).toBeInTheDocument();
    fill(drawer, { 角色编码: 'log_viewer', 角色名称: '日志查看' });
    clickNode(drawer, '设备日志');
    clickNode(drawer, '角色管理');
    clickNode(drawer, '删除角色');
    submit();
    await expectToast('保存成功');
    expect(requestsTo(server.current, `${BASE}/save`, 'POST')[0]?.json).toEqual({
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
  });

  it('edits a role with its resources checked and sends the update without the code', async () => {
    server.current.routes.set(`${BASE}/2`, ok(OPS_ROLE));
    server.current.routes.set(`${BASE}/update`, ok(OPS_ROLE));
    const drawer = await showDrawer('编辑角色', OPS_ROLE);
    await waitFor(() => expect(within(drawer).getByLabelText('角色编码')).toHaveValue('ops'));
    expect(within(drawer).getByLabelText('角色编码')).toBeDisabled();
    clickNode(drawer, '日志管理');
    submit();
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
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).not.toHaveProperty('code');
  });

  it('shows the built-in role read-only, with no save button', async () => {
    server.current.routes.set(`${BASE}/1`, ok(ADMIN_ROLE));
    const drawer = await showDrawer('查看角色', ADMIN_ROLE);
    expect(await within(drawer).findByText(/内置管理员角色拥有全部权限/)).toBeInTheDocument();
    expect(screen.queryByTestId('role-form-submit')).toBeNull();
    expect(within(drawer).getByLabelText('角色名称')).toBeDisabled();
  });

  it('greys out the permissions the signed-in user does not hold, so a role never grants more than its editor', async () => {
    const current = useSessionStore.getState().userInfo;
    if (!current) throw new Error('no user');
    const held = ['log-manage', 'LogManage', 'LogManage.deviceLog', 'system-management', 'PlatformManage'];
    useSessionStore.setState({
      userInfo: { ...current, roles: ['ops'], resources: [...held, 'PlatformManage.role'].map((code) => ({ code })) },
    });
    server.current.routes.set(`${BASE}/save`, ok({ ...OPS_ROLE, id: 3 }));
    const drawer = await showDrawer('新增角色');
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
    fill(drawer, { 角色编码: 'viewer', 角色名称: '查看' });
    clickNode(drawer, '日志管理');
    submit();
    await expectToast('保存成功');
    expect(requestsTo(server.current, `${BASE}/save`)[0]?.json).toMatchObject({
      resources: ['log-manage', 'LogManage', 'LogManage.deviceLog'],
    });
  });
});
