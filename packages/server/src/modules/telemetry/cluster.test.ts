import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestCluster, TEST_DIALECTS, type TestApp } from '../../test/test-app';
import { brokerUrl, connectDevice, createTelemetryRefs, createTestDevice } from './telemetry-fixtures.test-helper';

/** Polls until the check passes (or its last failure after the time limit). */
const eventually = async (check: () => Promise<void>, limitMs = 10_000): Promise<void> => {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

// Several instances need a broker they all reach: the external test broker (the embedded one is per process).
for (const dialect of TEST_DIALECTS) {
  describe.runIf(process.env.TEST_MQTT_URL)(`two server instances on one broker and database [${dialect}]`, () => {
    let cluster: TestApp[] = [];
    afterEach(async () => {
      for (const t of cluster) await t.close();
      cluster = [];
    });

    it('pushes a value stored by one instance to a websocket on the other', async () => {
      cluster = await createTestCluster(dialect, 2);
      const [one, two] = cluster as [TestApp, TestApp];
      const token = await one.login();
      const refs = await createTelemetryRefs(one, token);
      const device = await createTestDevice(one, token, refs, `cl-${dialect}`);
      const socket: WebSocket = await two.app.injectWS(`/api/v1/iothub/ws/realtime?projectCode=${refs.projectCode}`);
      const received: unknown[] = [];
      socket.on('message', (data) => received.push(JSON.parse(String(data))));
      socket.send(JSON.stringify({ accessToken: token }));
      socket.send(JSON.stringify([{ devKey: device.devKey, attrKey: 'temperature' }]));
      // The watch list is resolved asynchronously: report until the other instance pushes.
      await eventually(async () => {
        const stored = await one.app.inject({
          method: 'POST',
          url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
          headers: { devicesecret: device.deviceSecret },
          payload: { params: { temperature: 21.5, humidity: 40 } },
        });
        expect(stored.statusCode).toBe(200);
        expect(received.length).toBeGreaterThan(0);
      });
      socket.close();
      const changes = received.flat() as { iotId: string; attrKey: string; value: unknown }[];
      expect(changes.every((change) => change.attrKey === 'temperature' && change.iotId === device.iotId)).toBe(true);
      expect(changes[0]?.value).toBe(21.5);
    });

    it('takes a silent device offline after the heartbeat timeout and back online when it reports', async () => {
      cluster = await createTestCluster(dialect, 2, { DEVICE_HEARTBEAT_TIMEOUT: '5s' });
      const [one, two] = cluster as [TestApp, TestApp];
      const token = await one.login();
      const refs = await createTelemetryRefs(one, token);
      const device = await createTestDevice(one, token, refs, `hb-${dialect}`);
      const status = async () =>
        (await two.call('GET', `/api/v1/iothub/device/${device.iotId}`, { token })).json().data.status as string;
      const logTypes = async () =>
        (
          await one.call('POST', '/api/v1/iothub/device-log/page', {
            token,
            body: { page_index: 1, page_size: 50, iotId: device.iotId },
          })
        )
          .json()
          .result.items.map((row: { type: string }) => row.type)
          .reverse() as string[];
      const client = await connectDevice(brokerUrl(one), device);
      try {
        await client.publishAsync(`beacon/${device.devKey}/status`, 'online', { qos: 1 });
        await eventually(async () => expect(await status()).toBe('online'));
        // Still connected but silent, and no last will: only the heartbeat timeout can tell.
        const silentFrom = Date.now();
        await eventually(async () => expect(await status()).toBe('offline'), 15_000);
        expect(Date.now() - silentFrom).toBeGreaterThanOrEqual(4_000);
        await client.publishAsync(`beacon/${device.devKey}/properties`, JSON.stringify({ params: { humidity: 50 } }), {
          qos: 1,
        });
        await eventually(async () => expect(await status()).toBe('online'));
        await eventually(async () =>
          expect((await logTypes()).filter((type) => type !== 'property')).toEqual(['online', 'offline', 'online']),
        );
      } finally {
        await client.endAsync();
      }
    }, 40_000);
  });
}
