import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { DEVICE_IMPORT_COLUMNS } from '@beacon/contracts/iot-device-files';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { ALL_RESOURCES, buildMenuItems } from '@beacon/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
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
import DeviceListPage from './device-list-page';
import { CATEGORIES, DEVICES, METER, PROJECTS, REGION_TREE, SENSOR, STD_MODELS } from './device-test-rows';

const server = setupTestServer('admin');
const PAGE = `${DEVICE_PATH}/page`;

const showList = () => {
  server.current.routes.set(PAGE, listA(DEVICES));
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/list`, ok(STD_MODELS));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(`${IOT_MODEL_PATHS.deviceCategory}/list`, ok(CATEGORIES));
  server.current.routes.set(`${MASTER_DATA_PATHS.region}/tree`, ok(REGION_TREE));
  const router = createMemoryRouter(
    [
      { path: '/iot-device-manage/list', Component: DeviceListPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/iot-device-manage/list'] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
};

// The first load of the page (lazy chunks, five requests) can take seconds on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };
const firstRow = async (text: string) => {
  await screen.findByText(text, { selector: 'td, td *' }, FIRST_LOAD);
  return findRow(text);
};

const clickMenuItem = async (user: ReturnType<typeof userEvent.setup>, selector: string, text: string) => {
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
      (element) => element.textContent === text,
    );
    expect(found).toBeDefined();
    return found;
  });
  if (item) await user.click(item);
};

const xlsx = async (rows: unknown[][]): Promise<File> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'devices.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
};

describe('device list', { timeout: 180_000 }, () => {
  it('shows names of references, status tags and last online time', async () => {
    showList();
    const sensor = await firstRow('大堂温湿度');
    expect(within(sensor).getByText('在线').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(await within(sensor).findByText('温湿度传感器')).toBeInTheDocument();
    expect(await within(sensor).findByText('南山花园')).toBeInTheDocument();
    expect(await within(sensor).findByText('楼栋')).toBeInTheDocument();
    expect(await within(sensor).findByText('广东省 / 深圳市 / 南山区')).toBeInTheDocument();
    expect(within(sensor).getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toHaveLength(2);
    const meter = await findRow('配电房电表');
    expect(within(meter).getByText('已停用').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(meter).getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toHaveLength(1);
    expect(within(meter).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(within(sensor).getByRole('button', { name: '停用' })).toBeInTheDocument();
  });

  it('sends the text, model, project and status filters in the page body', async () => {
    const user = userEvent.setup({ delay: null });
    showList();
    await firstRow('大堂温湿度');
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('设备名称'), '温湿度');
    await user.type(screen.getByTestId('device-filter-devKey'), 'th-');
    await user.click(within(filters).getByLabelText('标准物模型'));
    await user.click(await pickOption('温湿度传感器'));
    await user.click(within(filters).getByLabelText('所属项目'));
    await user.click(await pickOption('南山花园'));
    await user.click(within(filters).getByLabelText('状态'));
    await user.click(await pickOption('在线'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE).length).toBeGreaterThanOrEqual(2), FIRST_LOAD);
    expect(requestsTo(server.current, PAGE).at(-1)?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      name: '温湿度',
      devKey: 'th-',
      stdModelId: 1,
      projectCode: 'P-SZ-001',
      status: 'online',
    });
  });

  it('sends the category picked in the tree and a city picked in the region cascader', async () => {
    const user = userEvent.setup({ delay: null });
    showList();
    await firstRow('大堂温湿度');
    const filters = screen.getByTestId('filter-bar');
    await user.click(within(filters).getByLabelText('设备分类'));
    await clickMenuItem(user, '.ant-select-tree-node-content-wrapper', '楼栋');
    await user.click(within(filters).getByLabelText('所属区域'));
    await clickMenuItem(user, '.ant-cascader-menu-item', '广东省');
    await clickMenuItem(user, '.ant-cascader-menu-item', '深圳市');
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE).length).toBeGreaterThanOrEqual(2), FIRST_LOAD);
    expect(requestsTo(server.current, PAGE).at(-1)?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      categoryId: 2,
      areaCode: '440300',
    });
  });

  it('bulk disable sends the selected iotIds in one batch call after the confirm', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(`${DEVICE_PATH}/batch-disable`, ok({ changed: 1, notFound: [METER.iotId] }));
    showList();
    await user.click(within(await firstRow('大堂温湿度')).getByRole('checkbox'));
    await user.click(within(await findRow('配电房电表')).getByRole('checkbox'));
    await user.click(screen.getByTestId('device-bulk-disable'));
    const dialog = await findOverlay('停用设备');
    expect(dialog).toHaveTextContent('确认停用选中的 2 台设备吗？');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(
      () => expect(requestsTo(server.current, `${DEVICE_PATH}/batch-disable`, 'POST')).toHaveLength(1),
      FIRST_LOAD,
    );
    expect(requestsTo(server.current, `${DEVICE_PATH}/batch-disable`)[0]?.json).toEqual({
      msgId: expect.any(String),
      iotIds: [SENSOR.iotId, METER.iotId],
    });
    await expectToast('成功 1 项，失败 1 项：1 台设备已不存在');
    await waitFor(() => expect(requestsTo(server.current, PAGE).length).toBeGreaterThanOrEqual(2), FIRST_LOAD);
  });

  it('import posts the sheet rows and reports a refused row with its reason: nothing imported', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(
      `${DEVICE_PATH}/import`,
      ok({
        imported: false,
        total: 2,
        accepted: 1,
        refused: 1,
        rows: [
          { row: 2, devKey: 'th-100', ok: true },
          {
            row: 3,
            devKey: 'th-101',
            ok: false,
            reason: "productKey: standard model 'nope' does not exist",
            refusal: { path: 'productKey', reason: 'notFound', params: { entity: 'stdModel', id: 'nope' } },
          },
        ],
      }),
    );
    showList();
    await firstRow('大堂温湿度');
    await user.click(screen.getByTestId('device-import'));
    await findOverlay('导入设备');
    const header = DEVICE_IMPORT_COLUMNS.map((column) => column.header);
    const file = await xlsx([
      header,
      ['th-100', '门厅传感器', 'th-sensor', 'P-SZ-001'],
      ['th-101', '车库传感器', 'nope', 'P-SZ-001', '', '', '', '440305'],
    ]);
    await user.upload(screen.getByTestId('upload-excel-input'), file);
    const report = await screen.findByTestId('device-import-report', {}, FIRST_LOAD);
    expect(requestsTo(server.current, `${DEVICE_PATH}/import`)[0]?.json).toEqual({
      msgId: expect.any(String),
      rows: [
        { row: 2, devKey: 'th-100', name: '门厅传感器', productKey: 'th-sensor', projectCode: 'P-SZ-001' },
        {
          row: 3,
          devKey: 'th-101',
          name: '车库传感器',
          productKey: 'nope',
          projectCode: 'P-SZ-001',
          areaCode: '440305',
        },
      ],
    });
    expect(report).toHaveTextContent('有 1 行未通过校验，整个文件未导入（共 2 行，1 行通过）');
    const refused = within(report).getByText('th-101').closest('tr');
    expect(refused).toHaveTextContent('未通过');
    expect(refused).toHaveTextContent('productKey: 标准模型 nope 不存在');
    expect(refused).not.toHaveTextContent('does not exist');
    expect(within(report).queryByText('th-100')).toBeNull();
    await user.click(within(report).getByLabelText('只看未通过的行'));
    expect(within(report).getByText('th-100').closest('tr')).toHaveTextContent('通过');
    expect(requestsTo(server.current, PAGE)).toHaveLength(1);
  });

  it('import refuses a sheet without the required columns before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    showList();
    await firstRow('大堂温湿度');
    await user.click(screen.getByTestId('device-import'));
    await findOverlay('导入设备');
    await user.upload(
      screen.getByTestId('upload-excel-input'),
      await xlsx([
        ['设备标识(devKey)', 'x'],
        ['th-1', 'y'],
      ]),
    );
    expect(
      await screen.findByText(
        '文件缺少模板列：设备名称(name)、标准物模型(productKey)、项目编码(projectCode)',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(server.current, `${DEVICE_PATH}/import`)).toHaveLength(0);
  });

  it('reset secret asks first, then shows the new secret once with a copy button', async () => {
    const user = userEvent.setup({ delay: null });
    const reset = `${DEVICE_PATH}/${SENSOR.iotId}/reset-secret`;
    server.current.routes.set(reset, ok({ ...SENSOR, deviceSecret: 'Zm9vYmFyLW5ldy1zZWNyZXQ' }));
    showList();
    await user.click(within(await firstRow('大堂温湿度')).getByRole('button', { name: '重置密钥' }));
    let confirm = await findOverlay('重置密钥');
    await user.click(within(confirm).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText(/确认重置设备/)).toBeNull());
    expect(requestsTo(server.current, reset)).toHaveLength(0);

    await user.click(within(await findRow('大堂温湿度')).getByRole('button', { name: '重置密钥' }));
    confirm = await findOverlay('重置密钥');
    await user.click(within(confirm).getByRole('button', { name: '确 定' }));
    await screen.findByText('新的设备密钥', {}, FIRST_LOAD);
    const dialog = await findOverlay('新的设备密钥');
    expect(requestsTo(server.current, reset, 'POST')).toHaveLength(1);
    expect(within(dialog).getByTestId('device-secret')).toHaveTextContent('Zm9vYmFyLW5ldy1zZWNyZXQ');
    expect(within(dialog).getByTestId('device-secret-copy')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('关闭后将不再显示');
    await user.click(within(dialog).getByTestId('device-secret-close'));
    await waitFor(() => expect(screen.queryByText('Zm9vYmFyLW5ldy1zZWNyZXQ')).toBeNull());
  });

  it('delete asks 删除确认 and deletes the device by iotId', async () => {
    const user = userEvent.setup({ delay: null });
    const path = `${DEVICE_PATH}/${METER.iotId}`;
    server.current.routes.set(path, ok(null));
    showList();
    await firstRow('大堂温湿度');
    await user.click(within(await findRow('配电房电表')).getByTestId('device-delete'));
    await findOverlay('删除确认');
    expect(screen.getByTestId('confirm-dialog')).toHaveTextContent('您确认要删除吗？');
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(requestsTo(server.current, path, 'DELETE')).toHaveLength(1), FIRST_LOAD);
    await expectToast('删除成功');
  });

  it('offers the QR-code labels only to a role with the download button', async () => {
    showList();
    expect(await screen.findByTestId('device-print-codes', {}, FIRST_LOAD)).toBeInTheDocument();
    act(() =>
      useSessionStore.setState({
        menus: buildMenuItems('full', new Set(ALL_RESOURCES.filter((id) => id !== DEVICE_BUTTONS.codePdf))),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('device-print-codes')).not.toBeInTheDocument());
    expect(screen.getByTestId('device-import')).toBeInTheDocument();
  });
});
