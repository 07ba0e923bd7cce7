import { describe, expect, it } from 'vitest';
import { createTelemetryRefs, createTestDevice } from '../../modules/telemetry/telemetry-fixtures.test-helper';
import { startTcpProxy } from '../../test/tcp-proxy';
import { createTestAppOver, freshPostgresSchema } from '../../test/test-app';

// A PostgreSQL outage, played by cutting a TCP proxy between the app and the database: the process lives on,
// answers 503 with Retry-After instead of 500, says so on /readyz, and serves again once the database is back.
describe.skipIf(!process.env.TEST_DATABASE_URL)('database outage [postgres]', () => {
  it('answers 503 with Retry-After and not ready during the outage, and recovers without a restart', async () => {
    const base = String(process.env.TEST_DATABASE_URL);
    const schema = await freshPostgresSchema(base);
    const proxy = await startTcpProxy(Number(new URL(base).port || 5432));
    const proxied = new URL(schema.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const t = await createTestAppOver({ databaseUrl: proxied.toString() });
    try {
      const token = await t.login();
      const device = await createTestDevice(t, token, await createTelemetryRefs(t, token), 'outage-1');
      const ingest = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
          headers: { devicesecret: device.deviceSecret },
          payload: { params: { temperature: 21.5 } },
        });
      expect((await t.call('GET', '/readyz')).statusCode).toBe(200);

      proxy.cut();
      const askedAt = Date.now();
      const readyz = await t.call('GET', '/readyz');
      expect(readyz.statusCode).toBe(503);
      expect(readyz.json()).toMatchObject({ database: false });
      expect(Date.now() - askedAt).toBeLessThan(5_000);
      for (const reply of [
        await t.call('POST', '/api/v1/iothub/device/page', { token, body: { page_size: 10 } }),
        await ingest(),
      ]) {
        expect(reply.statusCode).toBe(503);
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
        expect(reply.json()).toMatchObject({ code: 503 });
      }

      proxy.restore();
      await expect.poll(async () => (await t.call('GET', '/readyz')).statusCode, { timeout: 45_000 }).toBe(200);
      expect((await ingest()).statusCode).toBe(200);
      const page = await t.call('POST', '/api/v1/iothub/device/page', { token, body: { page_size: 10 } });
      expect(page.statusCode).toBe(200);
    } finally {
      await t.close();
      await proxy.close();
      await schema.drop();
    }
  }, 90_000);
});
