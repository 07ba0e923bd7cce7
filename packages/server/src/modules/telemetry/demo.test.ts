import { expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../../test/test-app';

describeEachDatabase('telemetry demo data', (dialect) => {
  it('gives every numeric property of the demo devices a week of hourly history inside its range and a latest value', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    try {
      const token = await t.login();
      const post = async (url: string, body: unknown) => (await t.call('POST', url, { token, body })).json();
      const live = (await post('/api/v1/iothub/device-data/page', { projectCode: 'P-SZ-001', page_size: 500 })).result;
      expect(live.total_count).toBeGreaterThan(100);
      const temperature = live.items.find((row: { attrKey: string; unit: string }) => row.unit === '°C');
      expect(temperature).toBeDefined();
      const now = Date.now();
      const history = (
        await post('/api/v1/iothub/device-data/history', {
          iotId: temperature.iotId,
          attrKey: temperature.attrKey,
          from: now - 8 * 24 * 3_600_000,
          to: now,
        })
      ).data as { value: number; valueTime: number }[];
      expect(history).toHaveLength(7 * 24);
      expect(history.at(-1)?.value).toBe(temperature.value);
      const model = (await t.call('GET', `/api/v1/iothub/device/${temperature.iotId}`, { token })).json().data;
      const std = (await t.call('GET', `/api/v1/iothub/std-model/${model.stdModelId}`, { token })).json().data;
      const specs = std.properties.find((p: { identifier: string }) => p.identifier === temperature.attrKey).dataType
        .specs;
      expect(history.every((point) => point.value >= specs.min && point.value <= specs.max)).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
