import { expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../test/test-app';
import { devicesFromDatabase } from './device-source';
import { startSimulator } from './simulator';

describeEachDatabase('simulator service calls', (dialect) => {
  it('a simulated device answers a service call of its model with code 0', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    const all = await devicesFromDatabase(t.app.platform.database.db, 500);
    const device = all.find((candidate) => candidate.model.services.length > 0);
    if (!device) throw new Error('the demo has no device with a service');
    const simulation = startSimulator({
      brokerUrl: process.env.TEST_MQTT_URL ?? t.app.platform.bus.deviceUrl,
      devices: [device],
      intervalMs: 60_000,
      log: () => undefined,
    });
    try {
      const token = await t.login();
      const page = await t.call('POST', '/api/v1/iothub/device/page', { token, body: { devKey: device.devKey } });
      const iotId = page.json().result.items[0].iotId as string;
      const status = async () => (await t.call('GET', `/api/v1/iothub/device/${iotId}`, { token })).json().data.status;
      await expect.poll(status, { timeout: 10_000 }).toBe('online');
      const service = device.model.services[0];
      const reply = await t.call('POST', `/api/v1/iothub/device/${iotId}/debug/service-call`, {
        token,
        body: { identifier: service?.identifier, params: {} },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({ identifier: service?.identifier, code: 0, msg: 'done' });
    } finally {
      await simulation.stop();
      await t.close();
    }
  }, 60_000);
});
