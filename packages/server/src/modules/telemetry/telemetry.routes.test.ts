import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import type { TelemetryTables } from './tables';
import {
  brokerUrl,
  connectDevice,
  createTelemetryRefs,
  createTestDevice,
  embeddedBroker,
  type TelemetryRefs,
  type TestDevice,
} from './telemetry-fixtures.test-helper';

const INGEST = '/api/v1/iothub/ingest';

describeEachDatabase('telemetry', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  let device: TestDevice;
  const clients: MqttClient[] = [];
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    refs = await createTelemetryRefs(t, token);
    device = await createTestDevice(t, token, refs, `tele-${dialect}-${Date.now().toString(36)}`);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });

  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  const ingest = (path: string, body: unknown, secret = device.deviceSecret, devKey = device.devKey) =>
    t.app.inject({
      method: 'POST',
      url: `${INGEST}/${devKey}/${path}`,
      headers: { devicesecret: secret },
      payload: body as object,
    });
  const latest = async (filter: Record<string, unknown> = {}) =>
    (await post('/api/v1/iothub/device-data/page', { projectCode: refs.projectCode, ...filter })).json().result;
  const logs = async (filter: Record<string, unknown> = {}) =>
    (await post('/api/v1/iothub/device-log/page', { iotId: device.iotId, page_size: 50, ...filter })).json().result;

  describe('HTTP ingest', () => {
    it('refuses an unknown device and a wrong secret alike, and a disabled device with 403', async () => {
      const wrong = await ingest('properties', { params: { temperature: 20 } }, 'not-the-secret');
      const unknown = await ingest(
        'properties',
        { params: { temperature: 20 } },
        device.deviceSecret,
        'no-such-device',
      );
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().msg).toBe('deviceSecret: unknown device or wrong secret');
      await post(`/api/v1/iothub/device/${device.iotId}/disable`, {});
      const disabled = await ingest('properties', { params: { temperature: 20 } });
      expect(disabled.statusCode).toBe(403);
      expect((await latest()).total_count).toBe(0);
    });

    it('reads a row written before reason keys as its English sentence, without refusals', async () => {
      const db = t.app.platform.database.db.withTables<TelemetryTables>();
      await db
        .insertInto('device_log')
        .values({
          iot_id: device.iotId,
          dev_key: device.devKey,
          type: 'rejected',
          content: '{"humidity":150}',
          reason: 'humidity: out of range: 150 > max 100',
          create_date: Date.now(),
        })
        .execute();
      const [entry] = (await logs()).items;
      expect(entry.reason).toBe('humidity: out of range: 150 > max 100');
      expect(entry).not.toHaveProperty('refusals');
    });

    it('stores checked values as latest and history, and logs refused ones with the reason', async () => {
      const reply = await ingest('properties', {
        ts: 1_700_000_000_000,
        params: { temperature: 21.5, humidity: 150, foo: 1 },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.accepted).toEqual(['temperature']);
      expect(reply.json().data.rejected).toEqual([
        { attrKey: 'humidity', reason: expect.stringContaining('humidity:') },
        { attrKey: 'foo', reason: 'foo: unknown property' },
      ]);
      const live = await latest();
      expect(live.total_count).toBe(1);
      expect(live.items[0]).toMatchObject({
        iotId: device.iotId,
        devKey: device.devKey,
        deviceName: `Device ${device.devKey}`,
        attrKey: 'temperature',
        attrName: 'Temperature',
        value: 21.5,
        unit: '°C',
        valueTime: 1_700_000_000_000,
      });
      const entries = (await logs()).items;
      expect(entries.map((entry: { type: string }) => entry.type).sort()).toEqual(['property', 'rejected', 'rejected']);
      const rejectedHumidity = entries.find((entry: { content: string }) => entry.content.includes('humidity'));
      expect(rejectedHumidity.reason).toMatch(/^humidity: .*100/);
      expect(rejectedHumidity.refusals).toEqual([{ path: 'humidity', reason: 'tooBig', params: { max: 100 } }]);
      const unknown = entries.find((entry: { content: string }) => entry.content.includes('foo'));
      expect(unknown.refusals).toEqual([{ path: 'foo', reason: 'unknownProperty', params: { property: 'foo' } }]);
      const history = await post('/api/v1/iothub/device-data/history', {
        iotId: device.iotId,
        attrKey: 'temperature',
        from: 0,
        to: 2_000_000_000_000,
      });
      expect(history.json().data).toEqual([{ value: 21.5, valueTime: 1_700_000_000_000 }]);
    });

    it('keeps the newest value as latest when an older one arrives late; history holds both', async () => {
      await ingest('properties', { ts: 2_000, params: { temperature: 22 } });
      await ingest('properties', { ts: 1_000, params: { temperature: 18 } });
      expect((await latest()).items[0]).toMatchObject({ value: 22, valueTime: 2_000 });
      const history = await post('/api/v1/iothub/device-data/history', {
        iotId: device.iotId,
        attrKey: 'temperature',
        from: 0,
        to: 5_000,
      });
      expect(history.json().data.map((point: { value: number }) => point.value)).toEqual([18, 22]);
    });

    it('converts a third-party device value through the association mapping', async () => {
      const vendor = await createTestDevice(t, token, refs, `vendor-${dialect}`, { thirdParty: true });
      const reply = await ingest(
        'properties',
        { params: { tmp: 235, humidity: 40 } },
        vendor.deviceSecret,
        vendor.devKey,
      );
      expect(reply.json().data).toEqual({
        accepted: ['temperature'],
        rejected: [{ attrKey: 'humidity', reason: 'humidity: no mapping onto the standard model' }],
      });
      const row = (await latest({ iotId: vendor.iotId })).items[0];
      expect(row).toMatchObject({ attrKey: 'temperature', value: 23.5 });
    });

    it('filters the live rows by part of the device name or devKey, case-insensitively, wildcards taken literally', async () => {
      const vendor = await createTestDevice(t, token, refs, `vendor-${dialect}`, { thirdParty: true });
      expect((await ingest('properties', { params: { temperature: 21 } })).statusCode).toBe(200);
      const vendorReport = await ingest('properties', { params: { tmp: 235 } }, vendor.deviceSecret, vendor.devKey);
      expect(vendorReport.statusCode).toBe(200);
      const devices = async (filter: Record<string, unknown>) => [
        ...new Set((await latest(filter)).items.map((item: { devKey: string }) => item.devKey)),
      ];
      expect(await devices({ deviceName: 'VENDOR-' })).toEqual([vendor.devKey]);
      expect(await devices({ devKey: 'tele-' })).toEqual([device.devKey]);
      expect(await devices({ devKey: 'tele_' })).toEqual([]);
      expect(await devices({ deviceName: 'device', devKey: 'vendor' })).toEqual([vendor.devKey]);
    });

    it('logs a defined event and refuses an unknown one', async () => {
      expect((await ingest('events/overheat', { params: { level: 3 } })).json().data.accepted).toEqual(['overheat']);
      expect((await ingest('events/nope', { params: {} })).json().data.rejected[0].reason).toBe('nope: unknown event');
      const types = (await logs()).items.map((entry: { type: string }) => entry.type).sort();
      expect(types).toEqual(['event', 'rejected']);
    });

    it('answers history of an unknown device with 404 and a reversed range with 400 naming the field', async () => {
      const unknown = await post('/api/v1/iothub/device-data/history', {
        iotId: 'dnope',
        attrKey: 'a',
        from: 0,
        to: 1,
      });
      expect(unknown.statusCode).toBe(404);
      const reversed = await post('/api/v1/iothub/device-data/history', {
        iotId: device.iotId,
        attrKey: 'temperature',
        from: 5,
        to: 1,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().msg).toContain('from');
    });
  });

  describe('MQTT', () => {
    it('acknowledges a QoS 1 report only once stored: the value is readable as soon as PUBACK arrives', async () => {
      const client = await connectDevice(brokerUrl(t), device);
      clients.push(client);
      await client.publishAsync(
        `beacon/${device.devKey}/properties`,
        JSON.stringify({ params: { temperature: 19.25 } }),
        {
          qos: 1,
        },
      );
      if (embeddedBroker()) {
        expect((await latest()).items[0]).toMatchObject({ attrKey: 'temperature', value: 19.25 });
      } else {
        // Behind an external broker the platform acknowledges to the broker, not to the device.
        await expect.poll(async () => (await latest()).items[0]?.value, { timeout: 5_000 }).toBe(19.25);
      }
    });

    it('logs a malformed payload as rejected with the reason', async () => {
      const client = await connectDevice(brokerUrl(t), device);
      clients.push(client);
      await client.publishAsync(`beacon/${device.devKey}/properties`, '{"params": 5}', { qos: 1 });
      await expect
        .poll(async () => (await logs({ type: 'rejected' })).items[0]?.reason, { timeout: 5_000 })
        .toMatch(/^payload\.params: /);
    });

    it.runIf(embeddedBroker())('refuses a wrong secret and a disabled device at CONNECT', async () => {
      await expect(connectDevice(brokerUrl(t), { ...device, deviceSecret: 'wrong' })).rejects.toThrow(
        /Bad username or password/i,
      );
      await post(`/api/v1/iothub/device/${device.iotId}/disable`, {});
      await expect(connectDevice(brokerUrl(t), device)).rejects.toThrow(/Not authorized/i);
    });

    it.runIf(embeddedBroker())(
      'sets the device online and offline with device logs, and drops it when disabled',
      async () => {
        const client = await connectDevice(brokerUrl(t), device);
        clients.push(client);
        const status = async () =>
          (await t.call('GET', `/api/v1/iothub/device/${device.iotId}`, { token })).json().data;
        await expect.poll(async () => (await status()).status).toBe('online');
        expect((await status()).lastOnlineTime).toBeGreaterThan(0);
        const live = await t.call('GET', '/api/v1/iothub/device-data/live-projects', { token });
        expect(live.json().data).toEqual([{ projectCode: 'P-T-001', onlineDevices: 1 }]);
        const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
        await post(`/api/v1/iothub/device/${device.iotId}/disable`, {});
        await closed;
        await expect.poll(async () => (await logs({ type: 'offline' })).total_count).toBe(1);
        expect((await status()).status).toBe('disabled');
        expect((await logs({ type: 'online' })).total_count).toBe(1);
      },
    );
  });
});
