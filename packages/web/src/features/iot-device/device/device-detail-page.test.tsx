import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { CATEGORIES, PROJECTS, REGION_TREE, SENSOR, SENSOR_MODEL, STD_MODELS } from './device.test-rows';
import DeviceDetailPage from './device-detail-page';

const server = setupTestServer('admin');
const SECRET = 'c2VjcmV0LW9mLXRoZS1zZW5zb3I';
const LATEST = `${TELEMETRY_PATHS.deviceData}/latest/${SENSOR.iotId}`;

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
  it('shows the basic info with names, the secret masked until revealed, the model read-only, no properties yet', async () => {
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

    // Properties: an empty state while the device has reported nothing.
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

  it('reset from the detail shows the new secret once', async () => {
    const user = userEvent.setup({ delay: null });
    const reset = `${DEVICE_PATH}/${SENSOR.iotId}/reset-secret`;
    server.current.routes.set(reset, ok({ ...SENSOR, deviceSecret: 'bmV3LXNlY3JldA' }));
    showDetail([]);
    await screen.findByTestId('device-detail', {}, FIRST_LOAD);
    await user.click(screen.getByTestId('device-reset-secret'));
    await user.click(within(await findOverlay('重置密钥')).getByTestId('device-reset-ok'));
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
