import { beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { type AlarmDevice, createAlarmDevice, reportEvent, reportProperties } from './alarm-fixtures.test-helper';

const PAGE = '/api/v1/iothub/alarm/page';
/** Sample times an hour back, so none lies ahead of the server clock. */
const T0 = Date.now() - 3_600_000;
const at = (seconds: number) => T0 + seconds * 1000;

describeEachDatabase('alarms raised by rules, events and abnormal records', (dialect) => {
  let t: TestApp;
  let token: string;
  let device: AlarmDevice;
  let stdModelId: number;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    ({ device, stdModelId } = await createAlarmDevice(t, token, `al-${dialect}-${Date.now().toString(36)}`));
  });

  const alarms = async (filter: Record<string, unknown> = {}) => {
    const reply = await t.call('POST', PAGE, { token, body: { page_size: 50, iotId: device.iotId, ...filter } });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result.items as Record<string, unknown>[];
  };

  it('names an unnamed rule `{property} {condition} {value}` and refuses a duplicate name', async () => {
    const model = (await t.call('GET', `/api/v1/iothub/std-model/${stdModelId}`, { token })).json().data;
    expect(model.alarmRules.map((rule: { name: string }) => rule.name)).toEqual(['hot', 'humidity >= 90']);
    const rule = { property: 'temperature', condition: '<', value: 0, severity: 'minor' };
    const reply = await t.call('POST', '/api/v1/iothub/std-model/save', {
      token,
      body: {
        name: 'Dup',
        productKey: 'dup-rules',
        protocol: 'MQTT',
        properties: [{ identifier: 'temperature', name: 't', accessMode: 'r', dataType: { type: 'int', specs: {} } }],
        alarmRules: [
          { ...rule, name: 'cold' },
          { ...rule, value: -5, name: 'cold' },
        ],
      },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().refusals).toEqual([
      { path: 'alarmRules[1].name', reason: 'duplicateRuleName', params: { name: 'cold' } },
    ]);
  });

  it('raises a rule alarm at once with the rule severity, counts repeats, clears on recovery, opens a new one after', async () => {
    await reportProperties(t, device, { temperature: 60 }, at(0));
    let [alarm] = await alarms();
    expect(alarm).toMatchObject({
      iotId: device.iotId,
      devKey: device.devKey,
      deviceName: `Device ${device.devKey}`,
      projectCode: 'P-AL',
      source: 'rule',
      sourceKey: 'hot',
      severity: 'critical',
      count: 1,
      firstTime: at(0),
      lastTime: at(0),
      acknowledged: false,
      cleared: false,
      ackBy: null,
      clearedBy: null,
    });
    await reportProperties(t, device, { temperature: 61 }, at(5));
    await reportProperties(t, device, { temperature: 62, humidity: 10 }, at(9));
    [alarm] = await alarms();
    expect(alarm).toMatchObject({ count: 3, firstTime: at(0), lastTime: at(9) });
    await reportProperties(t, device, { temperature: 20 }, at(10));
    [alarm] = await alarms();
    expect(alarm).toMatchObject({ cleared: true, clearedBy: 'system', clearTime: at(10), count: 3 });
    await reportProperties(t, device, { temperature: 70 }, at(11));
    const all = await alarms();
    expect(all.map((row) => [row.cleared, row.count])).toEqual([
      [false, 1],
      [true, 3],
    ]);
    const detail = (await t.call('GET', `/api/v1/iothub/alarm/${all[1]?.id}`, { token })).json().data;
    expect(detail.comments).toEqual([
      { by: 'system', text: 'raised', time: at(0), system: true },
      { by: 'system', text: 'recovered', time: at(10), system: true },
    ]);
  });

  it('holds a rule for durationSeconds on the samples own times, a broken hold starting again', async () => {
    const humidity = async () => (await alarms({ sourceKey: 'humidity >= 90' })).length;
    await reportProperties(t, device, { humidity: 95 }, at(0));
    await reportProperties(t, device, { humidity: 96 }, at(30));
    await reportProperties(t, device, { humidity: 50 }, at(40));
    await reportProperties(t, device, { humidity: 95 }, at(50));
    await reportProperties(t, device, { humidity: 95 }, at(100));
    expect(await humidity()).toBe(0);
    await reportProperties(t, device, { humidity: 97 }, at(110));
    const [alarm] = await alarms({ sourceKey: 'humidity >= 90' });
    expect(alarm).toMatchObject({ severity: 'minor', count: 1, firstTime: at(110) });
  });

  it('raises event alarms: error critical, alert major, info none; repeats count and never clear by themselves', async () => {
    await reportEvent(t, device, 'fault', at(1));
    await reportEvent(t, device, 'overheat', at(2));
    await reportEvent(t, device, 'overheat', at(3));
    await reportEvent(t, device, 'rebooted', at(4));
    const rows = await alarms({ source: 'event' });
    expect(rows.map((row) => [row.sourceKey, row.severity, row.count, row.cleared])).toEqual([
      ['overheat', 'major', 2, false],
      ['fault', 'critical', 1, false],
    ]);
  });

  it('raises a minor alarm from an abnormal record and clears it when the record recovers', async () => {
    await reportProperties(t, device, { temperature: 999 });
    const [alarm] = await alarms({ source: 'abnormal' });
    expect(alarm).toMatchObject({ sourceKey: 'out_of_range', severity: 'minor', count: 1, cleared: false });
    await reportProperties(t, device, { temperature: 20 });
    const [after] = await alarms({ source: 'abnormal' });
    expect(after).toMatchObject({ cleared: true, clearedBy: 'system' });
  });

  it('opens exactly one alarm under concurrent duplicate reports', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reportProperties(t, device, { temperature: 60 + i }, at(i))),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    await Promise.all(Array.from({ length: 5 }, () => reportEvent(t, device, 'fault', at(20))));
    const rows = await alarms();
    expect(rows.filter((row) => row.sourceKey === 'hot').map((row) => [row.cleared, row.count])).toEqual([[false, 8]]);
    expect(rows.filter((row) => row.sourceKey === 'fault').map((row) => row.count)).toEqual([5]);
  });
});

describeEachDatabase('alarms in the huawei variant', (dialect) => {
  it('answers 404 to every alarm endpoint (no event center)', async () => {
    const t = await createTestApp(dialect, { VARIANT: 'huawei' });
    try {
      const token = await t.login();
      expect((await t.call('POST', PAGE, { token, body: {} })).statusCode).toBe(404);
      expect((await t.call('GET', '/api/v1/iothub/alarm/1', { token })).statusCode).toBe(404);
      expect((await t.call('POST', '/api/v1/iothub/alarm/batch-ack', { token, body: { ids: [1] } })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
