import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
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
import ProjectListPage from './project-list-page';
import { PROJECTS, REGION_TREE } from './project-test-rows';

const server = setupTestServer('admin');
const { project: BASE, region: REGION } = MASTER_DATA_PATHS;
const PAGE = `${BASE}/page`;

const showList = () => {
  server.current.routes.set(PAGE, listA(PROJECTS));
  server.current.routes.set(`${REGION}/tree`, ok(REGION_TREE));
  renderInApp(<ProjectListPage />);
};

describe('project list', { timeout: 20_000 }, () => {
  it('renders the rows of a page reply: type and status tags, region names, coordinates, devices, dates', async () => {
    showList();
    const nanshan = await findRow('南山花园');
    const xihu = await findRow('西湖园区');
    expect(within(nanshan).getByText('P-SZ-001')).toBeInTheDocument();
    expect(within(nanshan).getByText('小区')).toBeInTheDocument();
    expect(await within(nanshan).findByText('广东省 / 深圳市 / 南山区')).toBeInTheDocument();
    expect(within(nanshan).getByText('113.93, 22.53')).toBeInTheDocument();
    expect(within(nanshan).getByText('12')).toBeInTheDocument();
    expect(within(nanshan).getByText('启用').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(xihu).getByText('园区')).toBeInTheDocument();
    expect(within(xihu).getByText('停用')).toBeInTheDocument();
    expect(within(xihu).getByText('浙江省 / 杭州市 / 西湖区')).toBeInTheDocument();
    expect(within(xihu).getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).length).toBeGreaterThan(0);
    expect(within(xihu).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(xihu).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(requestsTo(server.current, PAGE)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
    });
  });

  it('filters by code, name, type, region code and status', async () => {
    const user = userEvent.setup();
    showList();
    await findRow('南山花园');
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('项目编码'), 'P-SZ');
    await user.type(within(filters).getByLabelText('项目名称'), '南山');
    await user.click(within(filters).getByLabelText('项目类型'));
    await user.click(await pickOption('小区'));
    await user.type(within(filters).getByLabelText('区域编码'), '440300');
    await user.click(within(filters).getByLabelText('状态'));
    await user.click(await pickOption('启用'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      projectCode: 'P-SZ',
      projectName: '南山',
      type: 'community',
      areaCode: '440300',
      status: 'active',
    });
  });

  it('delete asks 删除确认; cancel keeps the project, 确 定 deletes it and reloads', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/2`, ok(null));
    showList();
    await user.click(within(await findRow('西湖园区')).getByRole('button', { name: '删除' }));
    let dialog = await findOverlay('删除确认');
    expect(dialog).toHaveTextContent('您确认要删除吗？');
    await user.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('您确认要删除吗？')).toBeNull());
    expect(requestsTo(server.current, `${BASE}/2`)).toHaveLength(0);

    await user.click(within(await findRow('西湖园区')).getByRole('button', { name: '删除' }));
    dialog = await findOverlay('删除确认');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(1));
    await expectToast('删除成功');
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
  });

  it('hides create, edit and delete without their buttons in the menu list', async () => {
    const { useSessionStore } = await import('../../../lib/session-store');
    useSessionStore.setState({ menus: [] });
    showList();
    const nanshan = await findRow('南山花园');
    expect(within(nanshan).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('project-create')).toBeNull();
    expect(screen.getByTestId('export')).toBeInTheDocument();
  });
});
