import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import {
  createTestCluster,
  describeEachDatabase,
  TEST_DIALECTS,
  type TestApp,
  withSignedInApp,
} from '../../test/test-app';
import { answerCalls, connectOnline, createDebugRefs } from './device-debug.test-helper';
import { createTestDevice, type TelemetryRefs, type TestDevice } from './telemetry-fixtures.test-helper';

const DEVICE = '/api/v1/iothub/device';

describeEachDatabase('device debugging', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  let device: TestDevice;
  const clients: MqttClient[] = [];
  // A short reply timeout, so the timeout test does not wait 10 s.
  withSignedInApp(
    dialect,
    (app, adminToken) => {
      t = app;
      token = adminToken;
    },
    { SERVICE_CALL_TIMEOUT: '1s' },
  );
  beforeEach(async () => {
    refs = await createDebugRefs(t, token);
    device = await createTestDevice(t, token, refs, `dbg-${dialect}-${Date.now().toString(36)}`);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });

  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  const callService = (body: unknown, iotId = device.iotId) => post(`${DEVICE}/${iotId}/debug/service-call`, body);
  const logs = async (type?: string) =>
    (await post(`${DEVICE}/${device.iotId}/log/page`, { page_size: 50, ...(type ? { type } : {}) })).json().result
      .items as { type: string; content: string; reason: string; refusals?: unknown[] }[];
  const online = async () => {
    const client = await connectOnline(t, token, device);
    clients.push(client);
    return client;
  };

  it('answers the connection info: broker URL, host and port, the device topics, offline until connected', async () => {
    const reply = await t.call('GET', `${DEVICE}/${device.iotId}/debug`, { token });
    expect(reply.statusCode).toBe(200);
    const info = reply.json().data;
    const url = new URL(t.app.platform.bus.deviceUrl);
    expect(info).toMatchObject({ brokerUrl: t.app.platform.bus.deviceUrl, host: url.hostname, devKey: device.devKey });
    expect(info.port).toBe(Number(url.port || 1883));
    expect(info.online).toBe(false);
    expect(info.topics).toContainEqual({
      kind: 'services',
      direction: 'down',
      topic: `beacon/${device.devKey}/services/+`,
    });
    expect(info.topics).toContainEqual({
      kind: 'serviceReply',
      direction: 'up',
      topic: `beacon/${device.devKey}/services/+/reply`,
    });
    expect((await t.call('GET', `${DEVICE}/dnope/debug`, { token })).statusCode).toBe(404);
  });

  describe('property report', () => {
    it('goes through the normal ingest: stored as latest and history, logged; a bad value refused with its reason', async () => {
      const reply = await post(`${DEVICE}/${device.iotId}/debug/property-report`, {
        params: { temperature: 21.5 },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({ accepted: ['temperature'], rejected: [] });
      const latest = (await t.call('GET', `/api/v1/iothub/device-data/latest/${device.iotId}`, { token })).json().data;
      expect(latest).toEqual([expect.objectContaining({ attrKey: 'temperature', value: 21.5, unit: '°C' })]);
      const history = await post('/api/v1/iothub/device-data/history', {
        iotId: device.iotId,
        attrKey: 'temperature',
        from: 0,
        to: Date.now() + 60_000,
      });
      expect(history.json().data.map((point: { value: number }) => point.value)).toEqual([21.5]);

      const refused = await post(`${DEVICE}/${device.iotId}/debug/property-report`, {
        params: { temperature: 500, nope: 1 },
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.json().data.accepted).toEqual([]);
      expect(refused.json().data.rejected).toEqual([
        {
          attrKey: 'temperature',
          reason: expect.stringContaining('temperature'),
          refusals: [{ path: 'temperature', reason: 'tooBig', params: { max: 85 } }],
        },
        {
          attrKey: 'nope',
          reason: 'nope: unknown property',
          refusals: [{ path: 'nope', reason: 'unknownProperty', params: { property: 'nope' } }],
        },
      ]);
      expect((await logs()).map((entry) => entry.type).sort()).toEqual(['property', 'rejected', 'rejected']);
    });

    it('is refused for a disabled device and a body that is not a report', async () => {
      const bad = await post(`${DEVICE}/${device.iotId}/debug/property-report`, { params: 5 });
      expect(bad.statusCode).toBe(400);
      await post(`${DEVICE}/${device.iotId}/disable`, {});
      const disabled = await post(`${DEVICE}/${device.iotId}/debug/property-report`, { params: { temperature: 1 } });
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json().refusals).toEqual([{ path: '', reason: 'deviceDisabled' }]);
    });
  });

  describe('service calls', () => {
    it('publishes the call and answers the connected device reply; the call and the reply are device logs', async () => {
      const client = await online();
      const received: unknown[] = [];
      await answerCalls(client, device.devKey, (identifier, params) => {
        received.push({ identifier, params });
        return { code: 0, data: { result: Number(params.mode) * 10 }, msg: 'ok' };
      });
      const reply = await callService({ identifier: 'setMode', params: { mode: 2, note: 'hi' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({ identifier: 'setMode', code: 0, data: { result: 20 }, msg: 'ok' });
      expect(received).toEqual([{ identifier: 'setMode', params: { mode: 2, note: 'hi' } }]);
      const entries = await logs('service');
      expect(entries).toHaveLength(2);
      const call = JSON.parse(entries[1]?.content ?? '{}');
      expect(call).toEqual({ identifier: 'setMode', id: reply.json().data.id, params: { mode: 2, note: 'hi' } });
      expect(JSON.parse(entries[0]?.content ?? '{}')).toMatchObject({ code: 0, data: { result: 20 } });
      // A service without input, and a device's own error code passed on.
      client.removeAllListeners('message');
      await answerCalls(client, device.devKey, () => ({ code: 7, msg: 'busy' }));
      const failed = await callService({ identifier: 'ping' });
      expect(failed.json().data).toMatchObject({ identifier: 'ping', code: 7, data: {}, msg: 'busy' });
    });

    it('answers 504 serviceCallTimeout when the device stays silent, and logs the timeout', async () => {
      await online();
      const reply = await callService({ identifier: 'ping', params: {} });
      expect(reply.statusCode).toBe(504);
      expect(reply.json().refusals).toEqual([{ path: '', reason: 'serviceCallTimeout', params: { seconds: 1 } }]);
      const entries = await logs('service');
      expect(entries).toHaveLength(2);
      expect(entries[0]?.refusals).toEqual([{ path: '', reason: 'serviceCallTimeout', params: { seconds: 1 } }]);
    });

    it('bounds the calls waiting for one device: the sixth is refused with 429 serviceCallsBusy', async () => {
      await online();
      const waiting = Array.from({ length: 5 }, () => callService({ identifier: 'ping' }));
      // The five are waiting once their call logs are written.
      await expect.poll(async () => (await logs('service')).length).toBe(5);
      const sixth = await callService({ identifier: 'ping' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().refusals).toEqual([{ path: '', reason: 'serviceCallsBusy', params: { max: 5 } }]);
      expect((await Promise.all(waiting)).map((reply) => reply.statusCode)).toEqual([504, 504, 504, 504, 504]);
    });

    it('refuses an offline device, an unknown service and params the inputData refuses, naming the field', async () => {
      const offline = await callService({ identifier: 'ping' });
      expect(offline.statusCode).toBe(409);
      expect(offline.json().refusals).toEqual([{ path: '', reason: 'deviceOffline' }]);
      const unknown = await callService({ identifier: 'launch' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().refusals).toEqual([
        { path: 'identifier', reason: 'unknownService', params: { service: 'launch' } },
      ]);
      const bad = await callService({ identifier: 'setMode', params: { mode: 3, extra: 1 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('params.mode');
      expect(bad.json().refusals).toEqual([
        { path: 'params.mode', reason: 'tooBig', params: { max: 2 } },
        { path: 'params.extra', reason: 'unknownParameter', params: { parameter: 'extra' } },
      ]);
      expect((await callService({ identifier: 'ping' }, 'dnope')).statusCode).toBe(404);
      expect(await logs('service')).toEqual([]);
    });

    it('needs its button: a role holding the device page reads the info but may neither call nor report', async () => {
      const reader = await signInWith(t, token, ['iot-device', 'IOTDevice', 'IOTDevice.device']);
      expect((await t.call('GET', `${DEVICE}/${device.iotId}/debug`, { token: reader })).statusCode).toBe(200);
      const call = await t.call('POST', `${DEVICE}/${device.iotId}/debug/service-call`, {
        token: reader,
        body: { identifier: 'ping' },
      });
      expect(call.statusCode).toBe(403);
      const report = await t.call('POST', `${DEVICE}/${device.iotId}/debug/property-report`, {
        token: reader,
        body: { params: { temperature: 1 } },
      });
      expect(report.statusCode).toBe(403);
    });
  });
});

// Behind an external broker a reply reaches one instance of the share group, whichever instance called.
for (const dialect of TEST_DIALECTS) {
  describe.runIf(process.env.TEST_MQTT_URL)(`service calls on two server instances [${dialect}]`, () => {
    let cluster: TestApp[] = [];
    afterEach(async () => {
      for (const t of cluster) await t.close();
      cluster = [];
    });

    it('answers every call whichever instance the device reply reaches', async () => {
      cluster = await createTestCluster(dialect, 2);
      const [one, two] = cluster as [TestApp, TestApp];
      const token = await one.login();
      const refs = await createDebugRefs(one, token);
      const device = await createTestDevice(one, token, refs, `dbg-cl-${dialect}`);
      const client = await connectOnline(one, token, device);
      try {
        await answerCalls(client, device.devKey, (_identifier, params) => ({ data: { result: params.mode ?? 0 } }));
        for (let n = 0; n < 8; n += 1) {
          const instance = n % 2 === 0 ? one : two;
          const reply = await instance.call('POST', `${DEVICE}/${device.iotId}/debug/service-call`, {
            token,
            body: { identifier: 'setMode', params: { mode: n % 3 } },
          });
          expect(reply.statusCode, reply.body).toBe(200);
          expect(reply.json().data).toMatchObject({ code: 0, data: { result: n % 3 } });
        }
      } finally {
        await client.endAsync();
      }
    }, 40_000);
  });
}
