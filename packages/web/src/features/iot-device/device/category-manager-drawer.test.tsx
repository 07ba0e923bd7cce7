import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import type { DeviceCategory } from '@beacon/contracts/iot-model-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { CATEGORY_TREE } from './category.test-rows';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryManagerDrawer } from './category-manager-drawer';

const server = setupTestServer('admin');
const C = IOT_MODEL_PATHS.deviceCategory;

// The manager alone, as the device list opens it.
const openManager = async () => {
  server.current.routes.set(`${C}/list`, ok(CATEGORY_TREE));
  renderInApp(<CategoryManagerDrawer open onClose={() => undefined} />);
  return findOverlay('设备分类管理');
};

describe('device category manager', { timeout: 60_000 }, () => {
  it('shows the tree with each type and adds a child under its parent', async () => {
    const user = userEvent.setup({ delay: null });
    const drawer = await openManager();
    const root = await within(drawer).findByTestId('device-category-1');
    expect(root).toHaveTextContent('公共区域');
    expect(root).toHaveTextContent('小区');
    expect(within(drawer).getByTestId('device-category-2')).toHaveTextContent('住宅');

    server.current.routes.set(`${C}/save`, ok({ id: 3, name: '停车场', type: 2, parentId: 1, createDate: 0 }));
    await user.click(within(root).getByRole('button', { name: '新增子分类' }));
    const dialog = await findOverlay('新增分类');
    await user.type(within(dialog).getByLabelText('分类名称'), '停车场');
    await user.click(within(dialog).getByLabelText('园区'));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${C}/save`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${C}/save`)[0]?.json).toEqual({
      msgId: expect.any(String),
      name: '停车场',
      type: 2,
      parentId: 1,
    });
    await expectToast('保存成功');
    await waitFor(() => expect(requestsTo(server.current, `${C}/list`).length).toBeGreaterThan(1));
  });

  it('deletes a category after 删除确认 naming it, then reloads the tree', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(`${C}/2`, ok(null));
    const drawer = await openManager();
    const child = await within(drawer).findByTestId('device-category-2');
    await user.click(within(child).getByRole('button', { name: '删除' }));
    const question = await findOverlay('删除确认');
    expect(question).toHaveTextContent('楼栋');
    await user.click(within(question).getByRole('button', { name: '确 定' }));
    // A busy CI machine can take longer than the default 5 s between the click and the call.
    const slow = { timeout: 15_000 };
    await waitFor(() => expect(requestsTo(server.current, `${C}/2`, 'DELETE')).toHaveLength(1), slow);
    await waitFor(() => expect(requestsTo(server.current, `${C}/list`).length).toBeGreaterThan(1), slow);
    expect(screen.getByTestId('device-category-drawer')).toBeInTheDocument();
  });
  it('edits a category keeping its parent and type', async () => {
    const user = userEvent.setup({ delay: null });
    const building: DeviceCategory = { id: 2, name: '楼栋', type: 1, parentId: 1, createDate: 0 };
    server.current.routes.set(`${C}/update`, ok({ ...building, name: '1号楼' }));
    renderInApp(
      <CategoryFormDialog open target={{ category: building }} tree={CATEGORY_TREE} onClose={() => undefined} />,
    );
    const dialog = await findOverlay('编辑分类');
    await user.clear(within(dialog).getByLabelText('分类名称'));
    await user.type(within(dialog).getByLabelText('分类名称'), '1号楼');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${C}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${C}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 2,
      name: '1号楼',
      type: 1,
      parentId: 1,
    });
  });
});
