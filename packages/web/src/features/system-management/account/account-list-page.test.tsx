import { type Account, SYSTEM_PATHS } from '@beacon/contracts/system-management';
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
import { ACCOUNTS, ADMIN_ROW, OPS_ROW } from './account-test-rows';

const server = setupTestServer('admin');
const PAGE = `${SYSTEM_PATHS.account}/page`;

const showList = () => {
  server.current.routes.set(PAGE, listA(ACCOUNTS));
  renderInApp(<AccountListPage />);
};

describe('account list', { timeout: 20_000 }, () => {
  it('loads the accounts with status tags, roles and dates; yourself is never offered delete or disable', async () => {
    showList();
    const admin = await findRow('管理员');
    const ops = await findRow('运维');
    expect(within(admin).getByText('已启用')).toBeInTheDocument();
    expect(within(admin).getByText('当前账号')).toBeInTheDocument();
    expect(within(admin).getByText('超级管理员')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(admin).queryByRole('button', { name: '禁用' })).toBeNull();
    expect(within(ops).getByText('已禁用')).toBeInTheDocument();
    expect(within(ops).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(within(ops).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(ops).getByText('13812345678')).toBeInTheDocument();
    // Never signed in: "--"; dates as YYYY-MM-DD HH:mm:ss.
    expect(within(ops).getAllByText('--').length).toBeGreaterThan(0);
    expect(within(ops).getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).length).toBeGreaterThan(0);
    expect(requestsTo(server.current, PAGE)[0]?.json).toMatchObject({ page_index: 1, page_size: 10 });
  });

  it('filters by account, user name and status', async () => {
    const user = userEvent.setup();
    showList();
    await findRow('运维');
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('账号'), 'ops');
    await user.type(within(filters).getByLabelText('用户名'), '运');
    await user.click(within(filters).getByLabelText('状态'));
    await user.click(await pickOption('已禁用'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    const body = requestsTo(server.current, PAGE)[1]?.json;
    expect(body).toMatchObject({ page_index: 1, page_size: 10, account: 'ops', userName: '运', status: 'disabled' });
  });

  it('delete asks the spec dialog; cancel keeps the account, 确 定 deletes it and reloads', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${SYSTEM_PATHS.account}/2`, ok(null));
    showList();
    await user.click(within(await findRow('运维')).getByRole('button', { name: '删除' }));
    let dialog = await findOverlay('删除确认');
    expect(dialog).toHaveTextContent('您确认要删除吗？');
    await user.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('您确认要删除吗？')).toBeNull());
    expect(requestsTo(server.current, `${SYSTEM_PATHS.account}/2`)).toHaveLength(0);

    await user.click(within(await findRow('运维')).getByRole('button', { name: '删除' }));
    dialog = await findOverlay('删除确认');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${SYSTEM_PATHS.account}/2`, 'DELETE')).toHaveLength(1));
    await expectToast('删除成功');
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
  });

  it('enabling asks for confirmation in a 534 px dialog, then posts enable', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${SYSTEM_PATHS.account}/2/enable`, ok(ACCOUNTS[1]));
    showList();
    await user.click(within(await findRow('运维')).getByRole('button', { name: '启用' }));
    const dialog = await findOverlay('状态确认');
    expect(dialog).toHaveTextContent('确认启用账号“ops”吗？');
    expect(dialog.style.width).toBe('534px');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${SYSTEM_PATHS.account}/2/enable`, 'POST')).toHaveLength(1));
    await expectToast('已启用账号“ops”');
  });

  it('marks an account locked by failed sign-ins and offers 解锁, which asks and posts unlock', async () => {
    const user = userEvent.setup();
    const locked: Account = { ...OPS_ROW, lockedUntil: Date.now() + 600_000 };
    server.current.routes.set(PAGE, listA([ADMIN_ROW, locked]));
    server.current.routes.set(`${SYSTEM_PATHS.account}/2/unlock`, ok({ ...locked, lockedUntil: null }));
    renderInApp(<AccountListPage />);
    const ops = await findRow('运维');
    expect(within(ops).getByTestId('account-locked')).toHaveTextContent('已锁定');
    expect(within(await findRow('管理员')).queryByRole('button', { name: '解锁' })).toBeNull();
    server.current.routes.set(PAGE, listA([ADMIN_ROW, { ...locked, lockedUntil: null }]));
    await user.click(within(ops).getByRole('button', { name: '解锁' }));
    const dialog = await findOverlay('解锁确认');
    expect(dialog).toHaveTextContent('确认解除账号“ops”的登录锁定吗？');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('已解除账号“ops”的锁定');
    expect(requestsTo(server.current, `${SYSTEM_PATHS.account}/2/unlock`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('account-locked')).toBeNull());
  });

  it('bulk-disables the selected accounts (never yourself), one call each, and says how many succeeded', async () => {
    const user = userEvent.setup();
    const third: Account = { ...OPS_ROW, id: 3, account: 'audit', userName: '审计', status: 'enabled' };
    server.current.routes.set(PAGE, listA([ADMIN_ROW, { ...OPS_ROW, status: 'enabled' }, third]));
    server.current.routes.set(`${SYSTEM_PATHS.account}/2/disable`, ok(OPS_ROW));
    server.current.routes.set(`${SYSTEM_PATHS.account}/3/disable`, {
      status: 403,
      body: { code: 403, msg: 'forbidden' },
    });
    renderInApp(<AccountListPage />);
    expect(within(await findRow('管理员')).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByTestId('account-bulk-disable')).toBeDisabled();
    await user.click(within(await findRow('运维')).getByRole('checkbox'));
    await user.click(within(await findRow('审计')).getByRole('checkbox'));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    await user.click(screen.getByTestId('account-bulk-disable'));
    const dialog = await findOverlay('状态确认');
    expect(dialog).toHaveTextContent('确认禁用选中的 2 个账号吗？');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('成功 1 项，失败 1 项：forbidden');
    expect(requestsTo(server.current, `${SYSTEM_PATHS.account}/2/disable`, 'POST')).toHaveLength(1);
    expect(requestsTo(server.current, `${SYSTEM_PATHS.account}/3/disable`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('已选 2 项')).toBeNull());
  });

  it('hides the create, edit, status, reset, delete and bulk buttons the menu list does not permit', async () => {
    const { useSessionStore } = await import('../../../lib/session-store');
    useSessionStore.setState({ menus: [] });
    showList();
    const ops = await findRow('运维');
    expect(within(ops).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('account-create')).toBeNull();
    expect(screen.queryByTestId('account-bulk-delete')).toBeNull();
  });
});
