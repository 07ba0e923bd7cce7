import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { screen, waitFor, within } from '@testing-library/react';
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
import DeviceListPage from './device-list-page';
import { CATEGORIES, DEVICES, PROJECTS, REGION_TREE, SENSOR, STD_MODELS } from './device-test-rows';

const server = setupTestServer('admin');
const FIRST_LOAD = { timeout: 10_000 };
type User = ReturnType<typeof userEvent.setup>;

const showList = async () => {
  server.current.routes.set(`${DEVICE_PATH}/page`, listA(DEVICES));
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/list`, ok(STD_MODELS));
  server.current.routes.set(`${IOT_MODEL_PATHS.thirdModel}/list`, ok([]));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(`${IOT_MODEL_PATHS.deviceCategory}/list`, ok(CATEGORIES));
  server.current.routes.set(`${MASTER_DATA_PATHS.region}/tree`, ok(REGION_TREE));
  const router = createMemoryRouter([{ path: '/', Component: DeviceListPage }], { initialEntries: ['/'] });
  renderInApp(<RouterProvider router={router} />);
  await screen.findByText(SENSOR.name, { selector: 'td, td *' }, FIRST_LOAD);
};

const choose = async (user: User, drawer: HTMLElement, label: string, option: string) => {
  await user.click(within(drawer).getByLabelText(label));
  const options = (await pickOption(option)).ownerDocument.querySelectorAll<HTMLElement>('.ant-select-item-option');
  const last = Array.from(options)
    .filter((element) => element.textContent === option)
    .at(-1);
  if (last) await user.click(last);
};

const pickRegion = async (user: User, drawer: HTMLElement, names: string[]) => {
  await user.click(within(drawer).getByLabelText('所属区域'));
  for (const name of names) {
    const menus = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')).filter(
        (element) => element.textContent === name,
      );
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const item = menus.at(-1);
    if (item) await user.click(item);
  }
};

describe('device form drawer', { timeout: 120_000 }, () => {
  it('create sends the save body; a 409 devKey shows on its field; the created secret is shown once', async () => {
    const user = userEvent.setup({ delay: null });
    const save = `${DEVICE_PATH}/save`;
    server.current.routes.set(save, {
      status: 409,
      body: { code: 4001001, msg: 'devKey: already exists', refusals: [{ path: 'devKey', reason: 'alreadyExists' }] },
    });
    await showList();
    await user.click(screen.getByTestId('device-create'));
    const drawer = await findOverlay('新增设备');
    await user.type(screen.getByTestId('device-form-devKey'), 'th-009');
    await user.type(screen.getByTestId('device-form-name'), '门厅温湿度');
    await choose(user, drawer, '标准物模型', '温湿度传感器 (th-sensor)');
    await choose(user, drawer, '所属项目', '南山花园');
    await pickRegion(user, drawer, ['广东省', '深圳市', '南山区']);
    await user.type(within(drawer).getByLabelText('固件版本'), '2.0.0');
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
    await user.type(screen.getByTestId('device-form-devKey'), '1');
    await user.click(screen.getByTestId('device-form-submit'));
    const dialog = await screen.findByText('设备已创建', {}, FIRST_LOAD).then(() => findOverlay('设备已创建'));
    expect(within(dialog).getByTestId('device-secret')).toHaveTextContent('Y3JlYXRlZA');
    await expectToast('保存成功');
  });

  it('edit loads the device by iotId: devKey read-only, PUT with the iotId', async () => {
    const user = userEvent.setup({ delay: null });
    const update = `${DEVICE_PATH}/update`;
    server.current.routes.set(`${DEVICE_PATH}/${SENSOR.iotId}`, ok({ ...SENSOR, deviceSecret: 'x' }));
    server.current.routes.set(update, ok(SENSOR));
    await showList();
    await user.click(within(await findRow(SENSOR.name)).getByRole('button', { name: '编辑' }));
    const drawer = await findOverlay('编辑设备');
    await waitFor(() => expect(screen.getByTestId('device-form-devKey')).toHaveValue('th-001'), FIRST_LOAD);
    expect(screen.getByTestId('device-form-devKey')).toBeDisabled();
    expect(await within(drawer).findByText('广东省 / 深圳市 / 南山区', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.clear(screen.getByTestId('device-form-name'));
    await user.type(screen.getByTestId('device-form-name'), '大堂温湿度2');
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
  });
});
