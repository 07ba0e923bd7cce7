import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import type { ThirdModelOption } from '@beacon/contracts/iot-third-model';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectToast,
  findOverlay,
  listA,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import { CATEGORIES, PROJECTS, REGION_TREE, SENSOR, STD_MODELS } from './device.test-rows';
import { DeviceFormDrawer } from './device-form-drawer';

const server = setupTestServer('admin');
const FIRST_LOAD = { timeout: 10_000 };

const showDrawer = (record?: typeof SENSOR, thirdModels: ThirdModelOption[] = []) => {
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/list`, ok(STD_MODELS));
  server.current.routes.set(`${IOT_MODEL_PATHS.thirdModel}/list`, ok(thirdModels));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(`${IOT_MODEL_PATHS.deviceCategory}/list`, ok(CATEGORIES));
  server.current.routes.set(`${MASTER_DATA_PATHS.region}/tree`, ok(REGION_TREE));
  const onClose = vi.fn();
  renderInApp(<DeviceFormDrawer open record={record} onClose={onClose} afterClose={() => undefined} />);
  return onClose;
};

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

// fireEvent, not userEvent: the choices are not what is tested, and userEvent's pointer events on antd selects take
// seconds in jsdom.
const choose = async (drawer: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(drawer).getByLabelText(label));
  fireEvent.click(await pickOption(option));
};

const pickRegion = async (drawer: HTMLElement, names: string[]) => {
  fireEvent.mouseDown(within(drawer).getByLabelText('所属区域'));
  for (const name of names) {
    const item = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')).find(
        (element) => element.textContent === name,
      );
      expect(found).toBeDefined();
      return found;
    });
    if (item) fireEvent.click(item);
  }
};

describe('device form drawer', { timeout: 60_000 }, () => {
  it('create sends the save body; a 409 devKey shows on its field; the created secret is shown once', async () => {
    const user = userEvent.setup({ delay: null });
    const save = `${DEVICE_PATH}/save`;
    server.current.routes.set(save, {
      status: 409,
      body: { code: 4001001, msg: 'devKey: already exists', refusals: [{ path: 'devKey', reason: 'alreadyExists' }] },
    });
    const onClose = showDrawer();
    const drawer = await findOverlay('新增设备');
    await user.click(screen.getByTestId('device-form-submit'));
    // A select asks to choose (请选择), where antd's default would say 请输入.
    expect(await within(drawer).findByText('请选择标准物模型')).toBeInTheDocument();
    expect(within(drawer).getByText('请选择所属项目')).toBeInTheDocument();
    type('device-form-devKey', 'th-009');
    type('device-form-name', '门厅温湿度');
    await choose(drawer, '标准物模型', '温湿度传感器 (th-sensor)');
    await choose(drawer, '所属项目', '南山花园');
    await pickRegion(drawer, ['广东省', '深圳市', '南山区']);
    fireEvent.change(within(drawer).getByLabelText('固件版本'), { target: { value: '2.0.0' } });
    await user.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, save, 'POST')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, save)[0]?.json).toEqual({
      msgId: expect.any(String),
      devKey: 'th-009',
      name: '门厅温湿度',
      stdModelId: 1,
      thirdModelId: null,
      projectCode: 'P-SZ-001',
      categoryId: null,
      areaCode: '440305',
      address: '',
      firmware: '2.0.0',
    });
    // The devKey is what exists (not a name): its field says so, in Chinese.
    const error = await within(drawer).findByText('已存在', { selector: '.ant-form-item-explain-error' });
    expect(error.closest('.ant-form-item')).toContainElement(screen.getByTestId('device-form-devKey'));
    expect(screen.queryByText('名称已存在')).toBeNull();

    server.current.routes.set(
      save,
      ok({ ...SENSOR, iotId: 'd00000000000000000009', devKey: 'th-0091', deviceSecret: 'Y3JlYXRlZA' }),
    );
    type('device-form-devKey', 'th-0091');
    await user.click(screen.getByTestId('device-form-submit'));
    const dialog = await findOverlay('设备已创建');
    expect(within(dialog).getByTestId('device-secret')).toHaveTextContent('Y3JlYXRlZA');
    await expectToast('保存成功');
    // The drawer stays until the secret is dismissed.
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('device-secret-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('edit loads the device by iotId: devKey read-only, PUT with the iotId, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const update = `${DEVICE_PATH}/update`;
    server.current.routes.set(`${DEVICE_PATH}/${SENSOR.iotId}`, ok({ ...SENSOR, deviceSecret: 'x' }));
    server.current.routes.set(update, ok(SENSOR));
    const onClose = showDrawer(SENSOR);
    const drawer = await findOverlay('编辑设备');
    await waitFor(() => expect(screen.getByTestId('device-form-devKey')).toHaveValue('th-001'), FIRST_LOAD);
    expect(screen.getByTestId('device-form-devKey')).toBeDisabled();
    expect(await within(drawer).findByText('广东省 / 深圳市 / 南山区', {}, FIRST_LOAD)).toBeInTheDocument();
    type('device-form-name', '大堂温湿度2');
    await user.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, update, 'PUT')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, update)[0]?.json).toEqual({
      msgId: expect.any(String),
      iotId: SENSOR.iotId,
      name: '大堂温湿度2',
      stdModelId: 1,
      thirdModelId: null,
      projectCode: 'P-SZ-001',
      categoryId: 2,
      areaCode: '440305',
      address: '1栋大堂',
      firmware: '1.0.3',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('offers only the third-party models associated with the chosen standard model', async () => {
    const vendors: ThirdModelOption[] = [
      { id: 7, name: '海康温湿度', manufacturer: 'Hik', modelNumber: 'TH-7' },
      { id: 8, name: '大华电表', manufacturer: 'Dahua', modelNumber: 'EM-8' },
    ];
    const association = {
      id: 1,
      stdModelId: 1,
      stdModelName: '温湿度传感器',
      thirdModelId: 7,
      thirdModelName: '海康温湿度',
    };
    server.current.routes.set(
      `${IOT_MODEL_PATHS.modelRelevance}/page`,
      listA([{ ...association, mappings: [], createDate: 1, updateDate: 1 }]),
    );
    showDrawer(undefined, vendors);
    const drawer = await findOverlay('新增设备');
    await choose(drawer, '标准物模型', '温湿度传感器 (th-sensor)');
    await waitFor(() =>
      expect(requestsTo(server.current, `${IOT_MODEL_PATHS.modelRelevance}/page`)[0]?.json).toMatchObject({
        stdModelId: 1,
      }),
    );
    fireEvent.mouseDown(within(drawer).getByLabelText('第三方物模型'));
    expect(await pickOption('海康温湿度 (Hik TH-7)')).toBeInTheDocument();
    expect(screen.queryByText('大华电表 (Dahua EM-8)')).toBeNull();
    expect(drawer).toHaveTextContent('只列出与所选标准模型有关联的第三方模型');
  });
});
