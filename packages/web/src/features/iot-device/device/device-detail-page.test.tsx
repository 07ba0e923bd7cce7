import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  findOverlay,
  listA,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import DeviceDetailPage from './device-detail-page';
import { deviceEventPageBody } from './device-event-filters';
import { CATEGORIES, PROJECTS, REGION_TREE, SENSOR, SENSOR_MODEL, STD_MODELS } from './device-test-rows';

const server = setupTestServer('admin');
const SECRET = 'c2VjcmV0LW9mLXRoZS1zZW5zb3I';
const LATEST = `${TELEMETRY_PATHS.deviceData}/latest/${SENSOR.iotId}`;
const EVENTS = `${TELEMETRY_PATHS.deviceEvent}/page`;

const showDetail = (latest: unknown[]) => {
  server.current.routes.set(`${DEVICE_PATH}/${SENSOR.iotId}`, ok({ ...SENSOR, deviceSecret: SECRET }));
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/list`, ok(STD_MODELS));
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/1`, ok(SENSOR_MODEL));
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(`${IOT_MODEL_PATHS.deviceCategory}/list`, ok(CATEGORIES));
  server.current.routes.set(`${MASTER_DATA_PATHS.region}/tree`, ok(REGION_TREE));
  server.current.routes.set(LATEST, ok(latest));
  const router = createMemoryRouter([{ path: '/iot-device-manage/detail', Component: DeviceDetailPage }], {
    initialEntries: [`/iot-device-manage/detail?iotId=${SENSOR.iotId}`],
  });
  renderInApp(<RouterProvider router={router} />);
};

const FIRST_LOAD = { timeout: 10_000 };

describe('device detail', { timeout: 120_000 }, () => {
  it('shows the basic info with names, the secret masked until revealed, and the model read-only', async () => {
    const user = userEvent.setup({ delay: null });
    showDetail([]);
    const detail = await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    expect(await within(detail).findByText('广东省 / 深圳市 / 南山区', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(await within(detail).findByText('南山花园', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(within(detail).getByText('在线').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(detail).getByText('1.0.3')).toBeInTheDocument();
    expect(within(detail).getByTestId('device-secret')).not.toHaveTextContent(SECRET);
    await user.click(within(detail).getByTestId('device-secret-reveal'));
    expect(within(detail).getByTestId('device-secret')).toHaveTextContent(SECRET);

    const properties = await screen.findByTestId('device-model-properties');
    expect(properties).toHaveTextContent('temperature');
    expect(properties).toHaveTextContent('只读');
    expect(screen.getByTestId('device-model-events')).toHaveTextContent('overheat');
    expect(screen.getByTestId('device-model-services')).toHaveTextContent('reboot');
  });

  it('properties: an empty state while the device has reported nothing', async () => {
    const user = userEvent.setup({ delay: null });
    showDetail([]);
    await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: '属性' }));
    expect(await screen.findByText(/设备数据尚未上报/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(requestsTo(server.current, LATEST)).toHaveLength(1);
  });

  it('properties: the latest value of each property with its unit and times', async () => {
    const user = userEvent.setup({ delay: null });
    const at = Date.UTC(2024, 4, 7, 1, 2, 3);
    showDetail([
      {
        iotId: SENSOR.iotId,
        devKey: SENSOR.devKey,
        deviceName: SENSOR.name,
        attrKey: 'temperature',
        attrName: '温度',
        value: 23.5,
        unit: '°C',
        valueTime: at,
        updateTime: at,
      },
    ]);
    await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: '属性' }));
    const table = await screen.findByTestId('device-latest-values', {}, FIRST_LOAD);
    expect(within(table).getByText('23.5 °C').closest('tr')).toHaveTextContent('温度');
  });

  it("logs: the device's own log through the device page's endpoint, newest first with the type's name", async () => {
    const user = userEvent.setup({ delay: null });
    const logPath = `${DEVICE_PATH}/${SENSOR.iotId}/log/page`;
    const at = Date.UTC(2024, 4, 7, 1, 2, 3);
    const entry = {
      id: 3,
      iotId: SENSOR.iotId,
      devKey: SENSOR.devKey,
      deviceName: SENSOR.name,
      createDate: at,
      count: 1,
    };
    server.current.routes.set(
      logPath,
      listA([
        {
          ...entry,
          id: 4,
          type: 'rejected',
          content: '{"temperature":500}',
          reason: 'temperature: out of range: 500 > max 80',
          refusals: [{ path: 'temperature', reason: 'tooBig', params: { max: 80 } }],
          count: 12,
        },
        { ...entry, type: 'online', content: 'online', reason: '' },
      ]),
    );
    showDetail([]);
    await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: '日志' }));
    const reason = await screen.findByText('temperature: 不能大于 80', {}, FIRST_LOAD);
    expect(reason.closest('tr')).toHaveTextContent('拒收');
    // Refusals of one reason within a minute share one entry, with how many it stands for.
    expect(within(reason.closest('tr') as HTMLElement).getByText('12')).toBeInTheDocument();
    expect(requestsTo(server.current, logPath)[0]?.json).toMatchObject({ page_index: 1 });
  });

  it('events: the device events newest first with name, type tag and params; filtered by event type', async () => {
    const user = userEvent.setup({ delay: null });
    const at = Date.UTC(2024, 4, 7, 1, 2, 3);
    const event = {
      id: 7,
      iotId: SENSOR.iotId,
      devKey: SENSOR.devKey,
      deviceName: SENSOR.name,
      projectCode: 'P-SZ-001',
      identifier: 'overheat',
      eventName: '过热',
      eventType: 'alert',
      params: { level: 3, note: 'hot' },
      occurTime: at,
      receiveTime: at + 1_000,
    };
    server.current.routes.set(EVENTS, listA([event]));
    showDetail([]);
    await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: '事件' }));
    const tab = await screen.findByTestId('device-events', {}, FIRST_LOAD);
    const row = (await within(tab).findByText('过热', { exact: false }, FIRST_LOAD)).closest('tr');
    expect(row).toHaveTextContent('(overheat)');
    expect(row).toHaveTextContent('{"level":3,"note":"hot"}');
    expect(
      within(row as HTMLElement)
        .getByText('告警')
        .closest('.ant-tag'),
    ).toHaveClass('ant-tag-orange');
    expect(requestsTo(server.current, EVENTS)[0]?.json).toEqual({
      msgId: expect.any(String),
      iotId: SENSOR.iotId,
      page_index: 1,
      page_size: 10,
    });
    const filters = within(tab).getByTestId('filter-bar');
    await user.click(within(filters).getByLabelText('事件类型'));
    await user.click(await pickOption('故障'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, EVENTS)).toHaveLength(2), FIRST_LOAD);
    expect(requestsTo(server.current, EVENTS)[1]?.json).toEqual({
      msgId: expect.any(String),
      iotId: SENSOR.iotId,
      eventType: 'error',
      page_index: 1,
      page_size: 10,
    });
  });

  it('events: the time range goes as from/to in epoch ms, the end second included', () => {
    const body = deviceEventPageBody('d-1', {
      pageIndex: 2,
      pageSize: 20,
      filters: { timeRange: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'], eventType: '' },
    });
    expect(body).toEqual({
      page_index: 2,
      page_size: 20,
      iotId: 'd-1',
      eventType: undefined,
      from: dayjs('2026-11-01 00:00:00').valueOf(),
      to: dayjs('2026-11-02 23:59:59').valueOf() + 999,
    });
  });

  it('reset from the detail shows the new secret once', async () => {
    const user = userEvent.setup({ delay: null });
    const reset = `${DEVICE_PATH}/${SENSOR.iotId}/reset-secret`;
    server.current.routes.set(reset, ok({ ...SENSOR, deviceSecret: 'bmV3LXNlY3JldA' }));
    showDetail([]);
    await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    await user.click(screen.getByTestId('device-reset-secret'));
    await user.click(within(await findOverlay('重置密钥')).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, reset, 'POST')).toHaveLength(1), FIRST_LOAD);
    await screen.findByText('新的设备密钥', {}, FIRST_LOAD);
    const dialog = await findOverlay('新的设备密钥');
    expect(within(dialog).getByTestId('device-secret')).toHaveTextContent('bmV3LXNlY3JldA');
    await waitFor(
      () => expect(requestsTo(server.current, `${DEVICE_PATH}/${SENSOR.iotId}`, 'GET').length).toBeGreaterThan(1),
      FIRST_LOAD,
    );
  });
});
