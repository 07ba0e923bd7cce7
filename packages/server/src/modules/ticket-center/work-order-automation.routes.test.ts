import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import {
  automationOf,
  createAlarmingDevice,
  createTemplate,
  reportTemperature,
  type TicketDevice,
} from './ticket-fixtures.test-helper';

const T0 = Date.now() - 3_600_000;
const at = (seconds: number) => T0 + seconds * 1000;

describeEachDatabase('alarms open and resolve work orders through the rules', (dialect) => {
  let t: TestApp;
  let token: string;
  let templateId: number;
  let device: TicketDevice;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    templateId = await createTemplate(t, token);
    device = await createAlarmingDevice(t, token, `tk-${dialect}-${Date.now().toString(36)}`, 'P-AU');
  });

  const saveRule = async (body: Record<string, unknown> = {}) => {
    const reply = await t.call('POST', '/api/v1/work-order-rule/save', {
      token,
      body: { name: 'Critical', minSeverity: 'major', source: 'rule', templateId, priority: 'urgent', ...body },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  };
  const orders = async () =>
    (await t.call('POST', '/api/v1/work-order/page', { token, body: { page_size: 50 } })).json().result.items as Record<
      string,
      unknown
    >[];
  const sceneLogs = async () =>
    (await t.call('POST', '/api/v1/scene-log/page', { token, body: { page_size: 50 } })).json().result.items as {
      ruleName: string;
      trigger: string;
      result: string;
      detail: string;
    }[];
  const alarmId = async () =>
    (await t.call('POST', '/api/v1/iothub/alarm/page', { token, body: { iotId: device.iotId } })).json().result.items[0]
      ?.id as number;

  it('opens exactly one work order for an alarm (priority from the rule, assigned by the rule), logs the run', async () => {
    const rule = await saveRule({ assigneeAccountId: 1 });
    await reportTemperature(t, device, 60, at(0));
    await reportTemperature(t, device, 61, at(1));
    const [order, ...others] = await orders();
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      status: 'assigned',
      priority: 'urgent',
      assigneeAccountId: 1,
      projectCode: 'P-AU',
      iotId: device.iotId,
      devKey: device.devKey,
      alarmId: await alarmId(),
      ruleId: rule.id,
      templateId,
    });
    const [log] = await sceneLogs();
    expect(log).toMatchObject({ ruleName: 'Critical', result: 'success' });
    expect(log?.trigger).toContain('alarm raised: rule/hot critical');
    expect(log?.detail).toContain(`work order ${order?.number} opened`);
  });

  it('opens one work order under concurrent reports (Promise.all), and one when the same alarm is told again and again', async () => {
    await saveRule();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => reportTemperature(t, device, 60 + i, at(i))));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await orders()).toHaveLength(1);
    // Several instances telling the same alarm at once: the unique alarm_id lets one open it.
    const automation = automationOf(t);
    const signal = {
      alarmId: await alarmId(),
      iotId: device.iotId,
      devKey: device.devKey,
      projectCode: 'P-AU',
      state: 'raised' as const,
      source: 'rule',
      sourceKey: 'hot',
      severity: 'critical' as const,
      by: 'system',
      time: at(0),
    };
    await Promise.all(Array.from({ length: 6 }, () => automation.alarm(signal)));
    const [order, ...others] = await orders();
    expect(others).toEqual([]);
    expect(order?.number).toMatch(/-0001$/);
    expect((await sceneLogs()).filter((log) => log.result === 'skipped')).toHaveLength(6);
  });

  it('notes the alarm clearing on the timeline; with autoResolve it resolves the work order', async () => {
    await saveRule({ autoResolve: true });
    await reportTemperature(t, device, 60, at(0));
    await reportTemperature(t, device, 20, at(5));
    const [order] = await orders();
    expect(order?.status, JSON.stringify(await sceneLogs())).toBe('resolved');
    const detail = (await t.call('GET', `/api/v1/work-order/${order?.id}`, { token })).json().data;
    expect(detail.timeline.map((entry: { action: string; by: string }) => [entry.action, entry.by])).toEqual([
      ['open', 'system'],
      ['alarm_cleared', 'system'],
      ['auto_resolve', 'system'],
    ]);
    const logs = await sceneLogs();
    expect(logs[0]?.trigger).toContain('alarm cleared by system');
    expect(logs[0]?.detail).toContain('resolved');
  });

  it('without autoResolve the clearing (by an operator too) is only noted; a rule not matching opens nothing', async () => {
    await saveRule({ minSeverity: 'critical', source: 'event' });
    await reportTemperature(t, device, 60, at(0));
    expect(await orders()).toEqual([]);
    await t.call('PUT', '/api/v1/work-order-rule/update', {
      token,
      body: { id: 1, name: 'Critical', minSeverity: 'critical', source: 'any', templateId, priority: 'low' },
    });
    await reportTemperature(t, device, 20, at(3));
    await reportTemperature(t, device, 70, at(6));
    const [order] = await orders();
    expect(order).toMatchObject({ status: 'new', priority: 'low' });
    const cleared = await t.call('POST', `/api/v1/iothub/alarm/${order?.alarmId}/clear`, { token, body: {} });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const detail = (await t.call('GET', `/api/v1/work-order/${order?.id}`, { token })).json().data;
    expect(detail.status).toBe('new');
    expect(detail.timeline.at(-1)).toMatchObject({
      action: 'alarm_cleared',
      by: 'admin',
      fromStatus: 'new',
      toStatus: 'new',
    });
  });

  it('tests a rule against the last alarms', async () => {
    const rule = await saveRule({ enabled: false });
    await reportTemperature(t, device, 60, at(0));
    expect(await orders()).toEqual([]);
    const test = (await t.call('GET', `/api/v1/work-order-rule/${rule.id}/test`, { token })).json().data;
    expect(test.checked).toBe(1);
    expect(test.matched).toEqual([expect.objectContaining({ devKey: device.devKey, sourceKey: 'hot' })]);
    const other = await saveRule({ name: 'Events', source: 'event' });
    expect((await t.call('GET', `/api/v1/work-order-rule/${other.id}/test`, { token })).json().data.matched).toEqual(
      [],
    );
  });
});
