import { ALARM_STATUSES } from '@beacon/contracts/alarm';
import { expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase } from '../../test/test-app';

describeEachDatabase('event center demo data', (dialect) => {
  it('seeds alarms of every source in every state, their operator comments in the demo language', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    try {
      const token = await t.login();
      const page = async (body: Record<string, unknown>) =>
        (await t.call('POST', '/api/v1/iothub/alarm/page', { token, body: { page_size: 100, ...body } })).json().result;
      for (const status of ALARM_STATUSES) expect((await page({ status })).total_count, status).toBeGreaterThan(0);
      const all = (await page({})).items as { id: number; source: string; deviceName: string; acknowledged: boolean }[];
      expect(new Set(all.map((alarm) => alarm.source))).toEqual(new Set(['rule', 'event', 'abnormal']));
      expect(all.every((alarm) => alarm.deviceName !== '')).toBe(true);
      const acked = all.find((alarm) => alarm.acknowledged);
      const detail = (await t.call('GET', `/api/v1/iothub/alarm/${acked?.id}`, { token })).json().data;
      const operator = detail.comments.filter((comment: { system: boolean }) => !comment.system);
      expect(operator.length).toBeGreaterThan(0);
      expect(
        notInLanguage(
          operator.map((comment: { text: string }) => comment.text),
          'zh-CN',
        ),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
