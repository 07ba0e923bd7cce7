import type { MqttClient } from 'mqtt';
import type { TestApp } from '../../test/test-app';
import {
  brokerUrl,
  connectDevice,
  createTelemetryRefs,
  type TelemetryRefs,
  type TestDevice,
} from './telemetry-fixtures.test-helper';

/** The telemetry refs plus a model with services: `setMode {mode 0..2, note text(10)}` → `{result}`, `ping` without input. */
export const createDebugRefs = async (t: TestApp, token: string): Promise<TelemetryRefs> => {
  const refs = await createTelemetryRefs(t, token);
  const reply = await t.call('POST', '/api/v1/iothub/std-model/save', {
    token,
    body: {
      name: 'Debuggable sensor',
      productKey: 'debug-th',
      protocol: 'MQTT',
      properties: [
        {
          identifier: 'temperature',
          name: 'Temperature',
          accessMode: 'r',
          dataType: { type: 'float', specs: { min: -40, max: 85, unit: '°C' } },
        },
      ],
      events: [],
      services: [
        {
          identifier: 'setMode',
          name: 'Set mode',
          callType: 'sync',
          inputData: [
            { identifier: 'mode', name: 'Mode', dataType: { type: 'int', specs: { min: 0, max: 2 } } },
            { identifier: 'note', name: 'Note', dataType: { type: 'text', specs: { length: 10 } } },
          ],
          outputData: [{ identifier: 'result', name: 'Result', dataType: { type: 'int' } }],
        },
        { identifier: 'ping', name: 'Ping', callType: 'async', inputData: [], outputData: [] },
      ],
    },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return { ...refs, stdModelId: Number(reply.json().data.id) };
};

/** Connects the device over MQTT, says it is online (the external broker's presence), waits until the platform agrees. */
export const connectOnline = async (t: TestApp, token: string, device: TestDevice): Promise<MqttClient> => {
  const client = await connectDevice(brokerUrl(t), device);
  await client.publishAsync(`beacon/${device.devKey}/status`, 'online', { qos: 1 });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = (await t.call('GET', `/api/v1/iothub/device/${device.iotId}`, { token })).json().data.status;
    if (status === 'online') return client;
    if (Date.now() > deadline) throw new Error(`device ${device.devKey} never came online`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Makes the connected device answer its service calls with `answer(identifier, params)` (null: stay silent). */
export const answerCalls = async (
  client: MqttClient,
  devKey: string,
  answer: (identifier: string, params: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<void> => {
  client.on('message', (topic, payload) => {
    const [, , kind, identifier, reply] = topic.split('/');
    if (kind !== 'services' || !identifier || reply) return;
    const call = JSON.parse(payload.toString('utf8')) as { id: string; params: Record<string, unknown> };
    const body = answer(identifier, call.params);
    if (body) client.publish(`${topic}/reply`, JSON.stringify({ id: call.id, ...body }), { qos: 1 });
  });
  await client.subscribeAsync(`beacon/${devKey}/services/+`, { qos: 1 });
};
