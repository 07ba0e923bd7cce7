import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
import StdModelListPage from './std-model-list-page';
import { CATEGORIES, DOMAINS, GROUPS, METER, SENSOR } from './std-model-test-rows';

const server = setupTestServer('admin');
const { stdModel: BASE, productGroup: GROUP, deviceCategory, domainModel } = IOT_MODEL_PATHS;
const PAGE = `${BASE}/page`;

const showList = () => {
  server.current.routes.set(PAGE, listA([SENSOR, METER]));
  server.current.routes.set(`${GROUP}/list`, ok(GROUPS));
  server.current.routes.set(`${deviceCategory}/list`, ok(CATEGORIES));
  server.current.routes.set(`${domainModel}/list`, ok(DOMAINS));
  const router = createMemoryRouter(
    [
      { path: '/std-model/list', Component: StdModelListPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/std-model/list'] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
};

// The first load (lazy chunks, four requests) can take many seconds on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

describe('standard model list', { timeout: 240_000 }, () => {
  it('shows group, category path and domain model names; filters; opens detail and associations', async () => {
    const user = userEvent.setup();
    const router = showList();
    await screen.findByText('温湿度传感器', { selector: 'td, td *' }, FIRST_LOAD);
    const sensor = await findRow('温湿度传感器');
    expect(within(sensor).getByText('th-sensor')).toBeInTheDocument();
    expect(await within(sensor).findByText('环境监测')).toBeInTheDocument();
    expect(within(sensor).getByText('园区 / 一号楼')).toBeInTheDocument();
    expect(await within(sensor).findByText('环境感知 (env-sense)')).toBeInTheDocument();
    expect(within(sensor).getByText('2 / 1 / 0')).toBeInTheDocument();

    const filters = screen.getByTestId('filter-bar');
    fireEvent.change(within(filters).getByLabelText('模型名称'), { target: { value: '温湿度' } });
    await user.click(within(filters).getByLabelText('产品分组'));
    await user.click(await pickOption('环境监测'));
    await user.click(within(filters).getByLabelText('设备分类'));
    await user.click(await pickOption('园区 / 一号楼'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      name: '温湿度',
      groupId: 1,
      categoryId: 11,
    });

    await user.click(within(await findRow('温湿度传感器')).getByRole('button', { name: '关联管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/std-model/relevance'));
    expect(router.state.location.search).toBe('?stdModelId=1');
  });

  it('a delete refused because devices use the model says so; a free one is deleted', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/1`, {
      status: 409,
      body: {
        code: 409,
        msg: 'id: standard model is used by 3 device(s); move or delete them first',
        refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'devices', count: 3 } }],
      },
    });
    server.current.routes.set(`${BASE}/2`, ok(null));
    showList();
    await screen.findByText('温湿度传感器', { selector: 'td, td *' }, FIRST_LOAD);
    await user.click(within(await findRow('温湿度传感器')).getByRole('button', { name: '删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('仍被 3 个设备使用，请先移除或删除');
    expect(requestsTo(server.current, `${BASE}/1`, 'DELETE')).toHaveLength(1);

    await user.click(within(await findRow('智能电表')).getByRole('button', { name: '删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('删除成功');
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
  });

  it('product groups: create with POST, rename with PUT, a group holding models is not deleted', async () => {
    const user = userEvent.setup();
    server.current.routes.set(GROUP, ok({ ...GROUPS[0], id: 3, name: '安防' }));
    server.current.routes.set(`${GROUP}/2`, {
      status: 409,
      body: {
        code: 409,
        msg: 'id: product group holds 4 standard model(s); move or delete them first',
        refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'stdModels', count: 4 } }],
      },
    });
    showList();
    await screen.findByText('温湿度传感器', { selector: 'td, td *' }, FIRST_LOAD);
    await user.click(screen.getByTestId('std-model-groups'));
    const drawer = await findOverlay('产品分组');
    await user.click(within(drawer).getByTestId('product-group-create'));
    let dialog = await findOverlay('新增产品分组');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '安防' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, GROUP, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, GROUP)[0]?.json).toEqual({
      msgId: expect.any(String),
      name: '安防',
      description: '',
    });
    await expectToast('保存成功');

    const meters = await within(drawer).findByText('能源计量');
    const row = meters.closest('tr');
    if (!row) throw new Error('no group row');
    await user.click(within(row).getByRole('button', { name: '重命名' }));
    dialog = await findOverlay('重命名产品分组');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '计量' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, GROUP, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, GROUP, 'PUT')[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 2,
      name: '计量',
      description: '电表水表',
    });

    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('仍被 4 个标准模型使用，请先移除或删除');
  });

  it('hides create, groups, edit, associations and delete without their buttons; detail stays', async () => {
    const { useSessionStore } = await import('../../../lib/session-store');
    useSessionStore.setState({ menus: [] });
    showList();
    await screen.findByText('温湿度传感器', { selector: 'td, td *' }, FIRST_LOAD);
    const sensor = await findRow('温湿度传感器');
    expect(
      within(sensor)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['详情']);
    expect(screen.queryByTestId('std-model-create')).toBeNull();
    expect(screen.queryByTestId('std-model-groups')).toBeNull();
  });
});
