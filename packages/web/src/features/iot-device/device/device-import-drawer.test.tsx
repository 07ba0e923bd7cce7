import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { DEVICE_IMPORT_COLUMNS } from '@beacon/contracts/iot-device-files';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { DeviceImportDrawer } from './device-import-drawer';

const server = setupTestServer('admin');
const IMPORT = `${DEVICE_PATH}/import`;
const FIRST_LOAD = { timeout: 10_000 };

const xlsx = async (rows: unknown[][]): Promise<File> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'devices.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
};

const showDrawer = () =>
  renderInApp(<DeviceImportDrawer open onClose={() => undefined} afterClose={() => undefined} />);

describe('device import drawer', { timeout: 30_000 }, () => {
  it('posts the sheet rows and reports a refused row with its reason: nothing imported', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(
      IMPORT,
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
    showDrawer();
    const drawer = await findOverlay('导入设备');
    // The steps say what the drawer does, the first one current until a file is chosen.
    const currentStep = () => drawer.querySelector('.ant-steps-item-active, .ant-steps-item-process');
    expect(currentStep()).toHaveTextContent('选择文件');
    expect(drawer).toHaveTextContent(/选择文件.*校验并导入.*导入结果/);
    const header = DEVICE_IMPORT_COLUMNS.map((column) => column.header);
    const file = await xlsx([
      header,
      ['th-100', '门厅传感器', 'th-sensor', 'P-SZ-001'],
      ['th-101', '车库传感器', 'nope', 'P-SZ-001', '', '', '', '440305'],
    ]);
    await user.upload(screen.getByTestId('upload-excel-input'), file);
    const report = await screen.findByTestId('device-import-report', {}, FIRST_LOAD);
    expect(currentStep()).toHaveTextContent('导入结果');
    expect(requestsTo(server.current, IMPORT)[0]?.json).toEqual({
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
  });

  it('refuses a sheet without the required columns before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    showDrawer();
    await findOverlay('导入设备');
    await user.upload(
      screen.getByTestId('upload-excel-input'),
      await xlsx([
        ['设备标识(devKey)', 'x'],
        ['th-1', 'y'],
      ]),
    );
    expect(
      await screen.findByText('文件缺少模板列：设备名称、标准物模型标识、项目编码', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(requestsTo(server.current, IMPORT)).toHaveLength(0);
  });
});
