import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { TestApp } from '../../test/test-app';

/** A float property with a range and unit. */
const float = (identifier: string, name: string, min: number, max: number, unit: string) => ({
  identifier,
  name,
  accessMode: 'r',
  dataType: { type: 'float', specs: { min, max, unit } },
});

/** What the telemetry tests report against: a project, a standard sensor model and a vendor model mapped onto it. */
export interface TelemetryRefs {
  projectCode: string;
  stdModelId: number;
  thirdModelId: number;
}

/** A registered device with its secret. */
export interface TestDevice {
  iotId: string;
  devKey: string;
  deviceSecret: string;
}

const expectOk = (response: { statusCode: number; body: string; json(): { data: Record<string, unknown> } }) => {
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
};

/** Creates the project P-T-001, a sensor model (temperature −40..85 °C, humidity 0..100 %, an alert event overheat {level 1..5, note}, an info event rebooted) and a vendor model (temperature in tenths of °C). */
export const createTelemetryRefs = async (t: TestApp, token: string): Promise<TelemetryRefs> => {
  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  expectOk(
    await post('/api/v1/master-data/project/save', {
      projectCode: 'P-T-001',
      projectName: 'Telemetry park',
      type: 'park',
      areaCode: '440305',
      address: 'Road 1',
    }),
  );
  const std = expectOk(
    await post('/api/v1/iothub/std-model/save', {
      name: 'TH sensor',
      productKey: 'tele-th',
      protocol: 'MQTT',
      properties: [float('temperature', 'Temperature', -40, 85, '°C'), float('humidity', 'Humidity', 0, 100, '%')],
      events: [
        {
          identifier: 'overheat',
          name: 'Overheat',
          type: 'alert',
          outputData: [
            { identifier: 'level', name: 'Level', dataType: { type: 'int', specs: { min: 1, max: 5 } } },
            { identifier: 'note', name: 'Note', dataType: { type: 'text', specs: { length: 20 } } },
          ],
        },
        { identifier: 'rebooted', name: 'Rebooted', type: 'info', outputData: [] },
      ],
      services: [],
    }),
  );
  const third = expectOk(
    await post('/api/v1/iothub/third-model/save', {
      name: 'Vendor TH',
      manufacturer: 'Acme',
      modelNumber: 'AC-2',
      protocol: 'MQTT',
      properties: [float('tmp', 'Tmp', -400, 1850, '0.1°C')],
      events: [],
      services: [],
    }),
  );
  expectOk(
    await post('/api/v1/iothub/model-relevance/save', {
      stdModelId: std.id,
      thirdModelId: third.id,
      mappings: [
        { stdProperty: 'temperature', thirdProperty: 'tmp', conversion: { kind: 'scale', scale: 0.1, offset: 0 } },
      ],
    }),
  );
  return { projectCode: 'P-T-001', stdModelId: Number(std.id), thirdModelId: Number(third.id) };
};

/** Registers a device on the refs (third-party when asked). */
export const createTestDevice = async (
  t: TestApp,
  token: string,
  refs: TelemetryRefs,
  devKey: string,
  options: { thirdParty?: boolean } = {},
): Promise<TestDevice> => {
  const data = expectOk(
    await t.call('POST', '/api/v1/iothub/device/save', {
      token,
      body: {
        devKey,
        name: `Device ${devKey}`,
        stdModelId: refs.stdModelId,
        projectCode: refs.projectCode,
        ...(options.thirdParty ? { thirdModelId: refs.thirdModelId } : {}),
      },
    }),
  );
  return { iotId: String(data.iotId), devKey, deviceSecret: String(data.deviceSecret) };
};

/** Where devices connect in tests: the external test broker, or the app's embedded one. */
export const brokerUrl = (t: TestApp): string => process.env.TEST_MQTT_URL ?? t.app.platform.bus.deviceUrl;

/** Whether the tests run against the embedded broker (which authenticates devices itself). */
export const embeddedBroker = (): boolean => !process.env.TEST_MQTT_URL;

/**
 * The MQTT client id a test device connects to `url` with: its devKey, as the embedded broker requires. On the
 * shared test Mosquitto, which does not enforce it, test files running in parallel may use the same devKey, so
 * the id gets a suffix there lest one file's device take over another's session.
 */
export const deviceClientId = (devKey: string, url: string): string =>
  url === process.env.TEST_MQTT_URL ? `${devKey}-${randomUUID().slice(0, 8)}` : devKey;

/** Connects a device over MQTT; rejects with the CONNACK refusal. */
export const connectDevice = (url: string, device: { devKey: string; deviceSecret: string }) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, {
      username: device.devKey,
      password: device.deviceSecret,
      clientId: deviceClientId(device.devKey, url),
      reconnectPeriod: 0,
      // Behind an external broker presence comes from the status topic: online on connect, offline as last will.
      will: { topic: `beacon/${device.devKey}/status`, payload: Buffer.from('offline'), qos: 1, retain: false },
    });
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
