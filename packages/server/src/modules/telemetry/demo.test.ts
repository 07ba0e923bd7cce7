import { expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase } from '../../test/test-app';

/** The device and property names of live rows. */
const liveNames = (rows: { deviceName: string; attrName: string }[]): string[] =>
  rows.flatMap((row) => [row.deviceName, row.attrName]);

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
      // The live rows' device and property names are in DEMO_LANGUAGE's default, zh-CN.
      expect(temperature.attrName).toBe('温度');
      expect(notInLanguage(liveNames(live.items), 'zh-CN')).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('names the live rows in English with DEMO_LANGUAGE=en-US', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true', DEMO_LANGUAGE: 'en-US' });
    try {
      const token = await t.login();
      const body = { projectCode: 'P-SH-001', page_size: 500 };
      const live = (await t.call('POST', '/api/v1/iothub/device-data/page', { token, body })).json().result;
      expect(live.total_count).toBeGreaterThan(100);
      expect(live.items.find((row: { attrKey: string }) => row.attrKey === 'temperature')?.attrName).toBe(
        'Temperature',
      );
      expect(notInLanguage(liveNames(live.items), 'en-US')).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
