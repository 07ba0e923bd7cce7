import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
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
import ThirdModelListPage from './third-model-list-page';

const server = setupTestServer('admin');
const BASE = IOT_MODEL_PATHS.thirdModel;
const PAGE = `${BASE}/page`;
const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

const VENDOR: ThirdModel = {
  id: 7,
  name: '海康温湿度',
  manufacturer: '海康威视',
  modelNumber: 'DS-TH100',
  protocol: 'MQTT',
  description: '',
  properties: [{ identifier: 'temp', name: '温度', accessMode: 'r', dataType: { type: 'int' } }],
  events: [],
  services: [],
  createDate: CREATED,
  updateDate: CREATED,
};

const FILE = {
  name: '大华电表',
  manufacturer: '大华',
  modelNumber: 'DH-M2',
  protocol: 'Modbus',
  properties: [
    { identifier: 'kwh', name: '电量', accessMode: 'r', dataType: { type: 'double', specs: { unit: 'kWh' } } },
  ],
};

const showList = () => {
  server.current.routes.set(PAGE, listA([VENDOR]));
  const router = createMemoryRouter(
    [
      { path: '/iot-device-third/list', Component: ThirdModelListPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/iot-device-third/list'] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
};

const FIRST_LOAD = { timeout: 30_000 };

describe('third-party model list', { timeout: 240_000 }, () => {
  it('shows the rows, filters by manufacturer, model number and protocol, and opens the detail', async () => {
    const user = userEvent.setup();
    const router = showList();
    await screen.findByText('海康温湿度', { selector: 'td, td *' }, FIRST_LOAD);
    const row = await findRow('海康温湿度');
    expect(within(row).getByText('DS-TH100')).toBeInTheDocument();
    expect(within(row).getByText('1 / 0 / 0')).toBeInTheDocument();

    const filters = screen.getByTestId('filter-bar');
    fireEvent.change(within(filters).getByLabelText('厂商'), { target: { value: '海康' } });
    fireEvent.change(within(filters).getByLabelText('型号'), { target: { value: 'DS' } });
    await user.click(within(filters).getByLabelText('接入协议'));
    await user.click(await pickOption('MQTT'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      manufacturer: '海康',
      modelNumber: 'DS',
      protocol: 'MQTT',
    });

    await user.click(within(await findRow('海康温湿度')).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(router.state.location.pathname).toBe('/iot-device-third/detail');
  });

  it('imports a model from JSON: broken text and broken rules are named precisely, a good file is created', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/import`, ok({ ...VENDOR, id: 8, name: FILE.name }));
    showList();
    await screen.findByText('海康温湿度', { selector: 'td, td *' }, FIRST_LOAD);
    await user.click(screen.getByTestId('third-model-import'));
    const dialog = await findOverlay('导入第三方物模型');
    const area = within(dialog).getByLabelText('物模型 JSON');
    const confirm = () => user.click(within(dialog).getByRole('button', { name: '确 定' }));

    fireEvent.change(area, { target: { value: '{"name": "x",\n  "manufacturer" 1}' } });
    await confirm();
    expect(await within(dialog).findByText("JSON 格式错误：第 2 行第 18 列出现意外的 '1'")).toBeInTheDocument();

    const bad = {
      ...FILE,
      properties: [{ ...FILE.properties[0], dataType: { type: 'int', specs: { min: 5, max: 1 } } }],
    };
    fireEvent.change(area, { target: { value: JSON.stringify(bad) } });
    await confirm();
    expect(
      await within(dialog).findByText('properties[0].dataType.specs.min: 最小值不能大于最大值'),
    ).toBeInTheDocument();
    expect(requestsTo(server.current, `${BASE}/import`)).toHaveLength(0);

    fireEvent.change(area, { target: { value: JSON.stringify(FILE) } });
    await confirm();
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/import`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/import`)[0]?.json).toEqual({
      msgId: expect.any(String),
      ...FILE,
      description: '',
      events: [],
      services: [],
    });
    await expectToast('已导入 大华电表');
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
  });

  it('a delete refused because an association uses the model says so', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/7`, {
      status: 409,
      body: {
        code: 409,
        msg: 'id: third-party model is used by 2 association(s); delete them first',
        refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'associations', count: 2 } }],
      },
    });
    showList();
    await screen.findByText('海康温湿度', { selector: 'td, td *' }, FIRST_LOAD);
    await user.click(within(await findRow('海康温湿度')).getByRole('button', { name: '删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('仍被 2 个模型关联使用，请先移除或删除');
  });
});
