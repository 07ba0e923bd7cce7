import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TelemetryReadTables, TelemetryTables } from '../modules/telemetry/tables';
import {
  brokerUrl,
  connectDevice,
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from '../modules/telemetry/telemetry-fixtures.test-helper';
import { type TelemetryRows, TelemetryWriter } from '../modules/telemetry/telemetry-writer';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../test/test-app';

// Issue "Device edge hardening" B: a report from the future (its ts more than MAX_CLOCK_SKEW ahead of the server
// clock) is refused with a reason and stored nowhere; the latest value is the accepted one with the newest ts.

const HOUR = 3_600_000;
const DEFAULT_SKEW_REASON = 'ts: more than 300 s ahead of the server clock';

describeEachDatabase('security: time from the future', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  let device: TestDevice;
  const clients: MqttClient[] = [];
  const setUp = (env: Record<string, string> = {}) => {
    withSignedInApp(
      dialect,
      (app, adminToken) => {
        t = app;
        token = adminToken;
      },
      env,
    );
    beforeEach(async () => {
      refs = await createTelemetryRefs(t, token);
      device = await createTestDevice(t, token, refs, `skew-${dialect}`);
    });
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
    });
  };

  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  const ingest = (path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${device.devKey}/${path}`,
      headers: { devicesecret: device.deviceSecret },
      payload: body as object,
    });
  const latest = async () =>
    (await post('/api/v1/iothub/device-data/page', { projectCode: refs.projectCode })).json().result.items as {
      attrKey: string;
      value: number;
      valueTime: number;
    }[];
  const history = async () =>
    (
      await post('/api/v1/iothub/device-data/history', {
        iotId: device.iotId,
        attrKey: 'temperature',
        from: 0,
        to: Date.now() + 10 * HOUR,
      })
    ).json().data as { value: number; valueTime: number }[];
  const rejected = async () =>
    (await post('/api/v1/iothub/device-log/page', { iotId: device.iotId, type: 'rejected' })).json().result.items as {
      reason: string;
      content: string;
    }[];

  describe('with the default MAX_CLOCK_SKEW (5 min)', () => {
    setUp();

    it('refuses a property report from the future: a reason, and no latest, history or abnormal record', async () => {
      const reply = await ingest('properties', { ts: Date.now() + HOUR, params: { temperature: 999, humidity: 40 } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({ accepted: [], rejected: [{ attrKey: 'ts', reason: DEFAULT_SKEW_REASON }] });
      expect(await latest()).toEqual([]);
      expect(await history()).toEqual([]);
      const logs = await rejected();
      expect(logs.map((entry) => entry.reason)).toEqual([DEFAULT_SKEW_REASON]);
      expect(logs[0]?.content).toContain('"humidity":40');
      const abnormal = await post('/api/v1/device-abnormal/page', { projectCode: refs.projectCode });
      expect(abnormal.json().result.total_count).toBe(0);
    });

    it('refuses an event from the future: no device event is stored', async () => {
      const reply = await ingest('events/overheat', { ts: Date.now() + HOUR, params: { level: 3 } });
      expect(reply.json().data).toEqual({
        accepted: [],
        rejected: [{ attrKey: 'overheat', reason: DEFAULT_SKEW_REASON }],
      });
      const events = await post('/api/v1/iothub/device-event/page', { iotId: device.iotId });
      expect(events.json().result.total_count).toBe(0);
      expect((await rejected()).map((entry) => entry.reason)).toEqual([DEFAULT_SKEW_REASON]);
    });

    it('keeps as latest the accepted value with the newest ts; a refused future value never touches it', async () => {
      const now = Date.now();
      expect((await ingest('properties', { ts: now, params: { temperature: 20 } })).json().data.accepted).toEqual([
        'temperature',
      ]);
      await ingest('properties', { ts: now + 2 * HOUR, params: { temperature: 30 } });
      await ingest('properties', { ts: now - 10 * 60_000, params: { temperature: 18 } });
      expect(await latest()).toMatchObject([{ attrKey: 'temperature', value: 20, valueTime: now }]);
      // Within the skew a device clock a little ahead is accepted, and is then the newest.
      await ingest('properties', { ts: now + 60_000, params: { temperature: 21 } });
      expect(await latest()).toMatchObject([{ value: 21, valueTime: now + 60_000 }]);
      expect((await history()).map((point) => point.value)).toEqual([18, 20, 21]);
    });

    it('keeps the newest ts as latest when older values come later in the same batch or the next', async () => {
      const db = t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
      const writer = new TelemetryWriter(db, { maxRows: 2_000 });
      const rows = (value: number, at: number): TelemetryRows => ({
        history: [{ iot_id: device.iotId, attr_key: 'temperature', value: String(value), value_time: at }],
        latest: [
          { iot_id: device.iotId, attr_key: 'temperature', value: String(value), value_time: at, update_time: 1 },
        ],
        logs: [],
      });
      await Promise.all([writer.write(rows(22, 2_000)), writer.write(rows(17, 1_000))]);
      await writer.write(rows(15, 1_500));
      expect(await latest()).toMatchObject([{ value: 22, valueTime: 2_000 }]);
      await writer.write(rows(23, 2_000));
      expect(await latest()).toMatchObject([{ value: 23, valueTime: 2_000 }]);
    });

    it('refuses a report from the future over MQTT too', async () => {
      const client = await connectDevice(brokerUrl(t), device);
      clients.push(client);
      const payload = JSON.stringify({ ts: Date.now() + HOUR, params: { temperature: 20 } });
      await client.publishAsync(`beacon/${device.devKey}/properties`, payload, { qos: 1 });
      await expect.poll(async () => (await rejected()).map((entry) => entry.reason)).toEqual([DEFAULT_SKEW_REASON]);
      expect(await latest()).toEqual([]);
    });
  });

  describe('with MAX_CLOCK_SKEW=10s', () => {
    setUp({ MAX_CLOCK_SKEW: '10s' });

    it('refuses a ts 30 s ahead and accepts one 5 s ahead', async () => {
      const ahead = await ingest('properties', { ts: Date.now() + 30_000, params: { temperature: 20 } });
      expect(ahead.json().data.rejected).toEqual([
        { attrKey: 'ts', reason: 'ts: more than 10 s ahead of the server clock' },
      ]);
      const close = await ingest('properties', { ts: Date.now() + 5_000, params: { temperature: 21 } });
      expect(close.json().data.accepted).toEqual(['temperature']);
      expect(await latest()).toMatchObject([{ value: 21 }]);
    });
  });
});
