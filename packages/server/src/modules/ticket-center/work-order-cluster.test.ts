import { afterEach, describe, expect, it } from 'vitest';
import { createTestCluster, TEST_DIALECTS, type TestApp } from '../../test/test-app';
import {
  automationOf,
  createAlarmingDevice,
  createTemplate,
  reportTemperature,
  type TicketDevice,
} from './ticket-fixtures.test-helper';

const T0 = Date.now() - 3_600_000;

// Issue 21 item 8: the same alarm raised on two instances at once opens exactly one work order. On PostgreSQL,
// where instances really run side by side (two SQLite processes on one file take turns at the write lock).
describe.runIf(TEST_DIALECTS.includes('postgres'))('alarm automation on two server instances [postgres]', () => {
  let cluster: TestApp[] = [];
  afterEach(async () => {
    for (const t of cluster) await t.close();
    cluster = [];
  });

  const alarmsOf = async (t: TestApp, token: string, device: TicketDevice) =>
    (await t.call('POST', '/api/v1/iothub/alarm/page', { token, body: { iotId: device.iotId } })).json().result
      .items as { id: number; count: number; cleared: boolean; severity: 'critical' }[];
  const ordersOf = async (t: TestApp, token: string) =>
    (await t.call('POST', '/api/v1/work-order/page', { token, body: { page_size: 50 } })).json().result.items as {
      alarmId: number;
      number: string;
    }[];

  it('opens exactly one work order when both instances tell, raise and repeat the same alarm at once', async () => {
    cluster = await createTestCluster('postgres', 2);
    const [one, two] = cluster as [TestApp, TestApp];
    const token = await one.login();
    const templateId = await createTemplate(one, token);
    const stamp = Date.now().toString(36);

    // An alarm raised before any rule exists opens nothing; then both instances are told it, three times each.
    const early = await createAlarmingDevice(one, token, `cl-a-${stamp}`, 'P-CL');
    expect((await reportTemperature(two, early, 70, T0)).statusCode).toBe(200);
    const [alarm] = await alarmsOf(one, token, early);
    const rule = await one.call('POST', '/api/v1/work-order-rule/save', {
      token,
      body: { name: 'Cluster', minSeverity: 'major', source: 'rule', templateId, priority: 'high' },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const raised = {
      alarmId: Number(alarm?.id),
      iotId: early.iotId,
      devKey: early.devKey,
      projectCode: 'P-CL',
      state: 'raised' as const,
      source: 'rule',
      sourceKey: 'hot',
      severity: 'critical' as const,
      by: 'system',
      time: T0,
    };
    const automations = [automationOf(one), automationOf(two)];
    await Promise.all(Array.from({ length: 6 }, (_, i) => automations[i % 2]?.alarm(raised)));
    expect((await ordersOf(two, token)).map((order) => order.alarmId)).toEqual([alarm?.id]);

    // Twelve violating reports of another device, alternating between the instances, all in flight together.
    const device = await createAlarmingDevice(one, token, `cl-b-${stamp}`, 'P-CL');
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => reportTemperature(i % 2 === 0 ? one : two, device, 60 + i, T0 + i * 1000)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    const [repeated, ...otherAlarms] = await alarmsOf(two, token, device);
    expect(otherAlarms).toEqual([]);
    expect(repeated).toMatchObject({ count: 12, cleared: false });
    const orders = await ordersOf(one, token);
    expect(orders.map((order) => order.alarmId).sort()).toEqual([alarm?.id, repeated?.id].sort());
    expect(orders.map((order) => order.number.slice(-4)).sort()).toEqual(['0001', '0002']);
  }, 40_000);
});
