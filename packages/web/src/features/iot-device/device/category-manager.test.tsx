import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findOverlay, listA, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import DeviceListPage from './device-list-page';
import { CATEGORIES, DEVICES, PROJECTS, REGION_TREE, STD_MODELS } from './device-test-rows';

const server = setupTestServer('admin');
const C = IOT_MODEL_PATHS.deviceCategory;
const FIRST_LOAD = { timeout: 10_000 };

const openManager = async (user: ReturnType<typeof userEvent.setup>) => {
  server.current.routes.set(`${DEVICE_PATH}/page`, listA(DEVICES));
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/list`, ok(STD_MODELS));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(`${C}/list`, ok(CATEGORIES));
  server.current.routes.set(`${MASTER_DATA_PATHS.region}/tree`, ok(REGION_TREE));
  const router = createMemoryRouter([{ path: '/', Component: DeviceListPage }], { initialEntries: ['/'] });
  renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByTestId('device-categories', {}, FIRST_LOAD));
  return findOverlay('设备分类管理');
};

describe('device categories manager', { timeout: 120_000 }, () => {
  it('shows the tree with each type and adds a child under its parent', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(`${C}/save`, ok({ id: 3, name: '停车场', type: 2, parentId: 1, createDate: 0 }));
    const drawer = await openManager(user);
    const root = await within(drawer).findByTestId('device-category-1', {}, FIRST_LOAD);
    expect(root).toHaveTextContent('公共区域');
    expect(root).toHaveTextContent('小区');
    expect(within(drawer).getByTestId('device-category-2')).toHaveTextContent('住宅');
    await user.click(within(root).getByRole('button', { name: '新增子分类' }));
    const dialog = await findOverlay('新增分类');
    await user.type(within(dialog).getByLabelText('分类名称'), '停车场');
    await user.click(within(dialog).getByLabelText('园区'));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${C}/save`, 'POST')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, `${C}/save`)[0]?.json).toEqual({
      msgId: expect.any(String),
      name: '停车场',
      type: 2,
      parentId: 1,
    });
    await waitFor(() => expect(requestsTo(server.current, `${C}/list`).length).toBeGreaterThan(1), FIRST_LOAD);
  });

  it('edits a category keeping its parent, and deletes one after 删除确认', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(`${C}/update`, ok({ id: 2, name: '1号楼', type: 1, parentId: 1, createDate: 0 }));
    server.current.routes.set(`${C}/2`, ok(null));
    const drawer = await openManager(user);
    const child = await within(drawer).findByTestId('device-category-2', {}, FIRST_LOAD);
    await user.click(within(child).getByRole('button', { name: '编辑' }));
    const dialog = await findOverlay('编辑分类');
    await user.clear(within(dialog).getByLabelText('分类名称'));
    await user.type(within(dialog).getByLabelText('分类名称'), '1号楼');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${C}/update`, 'PUT')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, `${C}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 2,
      name: '1号楼',
      type: 1,
      parentId: 1,
    });

    await user.click(within(within(drawer).getByTestId('device-category-2')).getByRole('button', { name: '删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${C}/2`, 'DELETE')).toHaveLength(1), FIRST_LOAD);
  });
});
