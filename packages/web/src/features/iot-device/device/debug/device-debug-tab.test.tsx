import type { DeviceDebugInfo } from '@beacon/contracts/device-debug';
import { DEVICE_DEBUG_PATH } from '@beacon/contracts/device-debug';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listA, ok, renderInApp, requestsTo, setupTestServer } from '../../../../test/page-test-kit';
import { SENSOR, SENSOR_MODEL } from '../device.test-rows';
import { DeviceDebugTab } from './device-debug-tab';

const server = setupTestServer('admin');
const SECRET = 'c2VjcmV0LW9mLXRoZS1zZW5zb3I';
const BASE = `${DEVICE_DEBUG_PATH}/${SENSOR.iotId}`;
const INFO: DeviceDebugInfo = {
  brokerUrl: 'mqtt://iot.example.com:1883',
  host: 'iot.example.com',
  port: 1883,
  devKey: SENSOR.devKey,
  online: true,
  topics: [
    { kind: 'properties', direction: 'up', topic: `beacon/${SENSOR.devKey}/properties` },
    { kind: 'services', direction: 'down', topic: `beacon/${SENSOR.devKey}/services/+` },
  ],
};
const MODEL = {
  ...SENSOR_MODEL,
  services: [
    {
      identifier: 'setMode',
      name: '设置模式',
      callType: 'sync',
      inputData: [{ identifier: 'mode', name: '模式', dataType: { type: 'int', specs: { min: 0, max: 2 } } }],
      outputData: [],
    },
  ],
};
const LOG = {
  id: 1,
  iotId: SENSOR.iotId,
  devKey: SENSOR.devKey,
  deviceName: SENSOR.name,
  type: 'rejected',
  content: '{"temperature":500}',
  reason: 'temperature: too big',
  refusals: [{ path: 'temperature', reason: 'tooBig', params: { max: 85 } }],
  createDate: Date.UTC(2024, 4, 7, 1, 2, 3),
  count: 1,
};

const show = () => {
  server.current.routes.set(`${BASE}/debug`, ok(INFO));
  server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/${SENSOR.stdModelId}`, ok(MODEL));
  server.current.routes.set(`${BASE}/log/page`, listA([LOG]));
  renderInApp(<DeviceDebugTab device={{ ...SENSOR, deviceSecret: SECRET }} />);
};

const FIRST_LOAD = { timeout: 20_000 };

describe('device debug tab', { timeout: 120_000 }, () => {
  it('shows the connection, topics, a command with the secret masked, and the last messages with reasons', async () => {
    show();
    const connection = await screen.findByTestId('device-debug-connection', {}, FIRST_LOAD);
    expect(connection).toHaveTextContent('iot.example.com');
    expect(within(connection).getByTestId('device-debug-online')).toHaveTextContent('已连接');
    expect(within(connection).getByTestId('device-debug-topics')).toHaveTextContent(
      `beacon/${SENSOR.devKey}/services/+`,
    );
    const command = within(connection).getByTestId('device-debug-command');
    expect(command).toHaveTextContent(`mosquitto_pub -h 'iot.example.com' -p 1883 -i '${SENSOR.devKey}'`);
    expect(command).toHaveTextContent('{"params":{"temperature":0}}');
    expect(command).not.toHaveTextContent(SECRET);
    const messages = await screen.findByTestId('device-debug-messages', {}, FIRST_LOAD);
    await within(messages).findByText('{"temperature":500}', {}, FIRST_LOAD);
    expect(messages).toHaveTextContent('temperature: 不能大于 85');
    const page = requestsTo(server.current, `${BASE}/log/page`, 'POST')[0];
    expect(page?.json).toMatchObject({ page_index: 1, page_size: 50 });
  });

  it('sends a property report and shows what was stored and what was refused with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(
      `${BASE}/debug/property-report`,
      ok({
        accepted: ['humidity'],
        rejected: [{ attrKey: 'temperature', reason: 'too big', refusals: LOG.refusals }],
      }),
    );
    show();
    const box = await screen.findByTestId('device-debug-report', {}, FIRST_LOAD);
    const json = within(box).getByTestId('device-debug-report-json');
    await waitFor(() => expect(json).toHaveValue('{\n  "temperature": 0\n}'));
    fireEvent.change(json, { target: { value: '[1]' } });
    await user.click(within(box).getByTestId('device-debug-report-send'));
    expect(await within(box).findByText('必须是 JSON 对象')).toBeInTheDocument();
    fireEvent.change(json, { target: { value: '{"temperature": 500}' } });
    await user.click(within(box).getByTestId('device-debug-report-send'));
    const result = await within(box).findByTestId('device-debug-report-result', {}, FIRST_LOAD);
    expect(result).toHaveTextContent('humidity');
    expect(result).toHaveTextContent('temperature: 不能大于 85');
    expect(requestsTo(server.current, `${BASE}/debug/property-report`, 'POST')[0]?.json).toMatchObject({
      params: { temperature: 500 },
    });
  });

  it('calls a service with a form from its inputData: checks the value, shows the reply or the refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const url = `${BASE}/debug/service-call`;
    server.current.routes.set(
      url,
      ok({ id: 'c1', identifier: 'setMode', code: 0, data: { result: 10 }, msg: 'ok', durationMs: 42 }),
    );
    show();
    const box = await screen.findByTestId('device-debug-service', {}, FIRST_LOAD);
    const mode = within(box).getByTestId('device-debug-param-mode');
    await user.clear(mode);
    await user.type(mode, '1');
    await user.click(within(box).getByTestId('device-debug-service-call'));
    const result = await within(box).findByTestId('device-debug-service-result', {}, FIRST_LOAD);
    expect(result).toHaveTextContent('{"result":10}');
    expect(result).toHaveTextContent('42 毫秒');
    expect(requestsTo(server.current, url, 'POST')[0]?.json).toMatchObject({
      identifier: 'setMode',
      params: { mode: 1 },
    });

    server.current.routes.set(url, {
      status: 504,
      body: {
        code: 503,
        msg: 'setMode: the device did not reply within 10 s',
        refusals: [{ path: '', reason: 'serviceCallTimeout', params: { seconds: 10 } }],
      },
    });
    // The call button is busy until the first call settles; on a loaded CI machine that can outlast the result.
    await waitFor(() => expect(within(box).getByTestId('device-debug-service-call')).toBeEnabled(), FIRST_LOAD);
    await user.click(within(box).getByTestId('device-debug-service-call'));
    expect(await within(box).findByTestId('device-debug-service-error', {}, FIRST_LOAD)).toHaveTextContent(
      '设备在 10 秒内未应答',
    );
    expect(requestsTo(server.current, url, 'POST')).toHaveLength(2);
  });
});
