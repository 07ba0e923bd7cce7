import { WORK_ORDER_STATUSES } from '@beacon/contracts/work-order-states';
import { expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase } from '../../test/test-app';

describeEachDatabase('ticket center demo data', (dialect) => {
  it('seeds templates, a rule and a work order in every state, texts in the demo language', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true', DEMO_LANGUAGE: 'en-US' });
    try {
      const token = await t.login();
      const orders = (await t.call('POST', '/api/v1/work-order/page', { token, body: { page_size: 50 } })).json().result
        .items as { status: string; number: string; title: string; alarmId: number | null }[];
      expect(new Set(orders.map((order) => order.status))).toEqual(new Set(WORK_ORDER_STATUSES));
      expect(orders.every((order) => /^WO-\d{8}-\d{4}$/.test(order.number))).toBe(true);
      expect(orders.some((order) => order.alarmId !== null)).toBe(true);
      const templates = (await t.call('GET', '/api/v1/work-order-template/list', { token })).json().data as {
        name: string;
        formFields: { label: string }[];
      }[];
      expect(templates).toHaveLength(3);
      const texts = templates.flatMap((template) => [
        template.name,
        ...template.formFields.map((field) => field.label),
      ]);
      expect(notInLanguage(texts, 'en-US')).toEqual([]);
      const rules = (await t.call('POST', '/api/v1/work-order-rule/page', { token, body: {} })).json().result.items;
      expect(rules).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 60_000);
});
