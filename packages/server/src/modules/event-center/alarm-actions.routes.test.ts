import { beforeEach, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { type AlarmDevice, createAlarmDevice, createScopedAccount, reportEvent } from './alarm-fixtures.test-helper';

const A = '/api/v1/iothub/alarm';

describeEachDatabase('alarm actions', (dialect) => {
  let t: TestApp;
  let token: string;
  let device: AlarmDevice;
  let ids: number[];
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    ({ device } = await createAlarmDevice(t, token, `aa-${dialect}`));
    await reportEvent(t, device, 'fault');
    await reportEvent(t, device, 'overheat');
    const page = await t.call('POST', `${A}/page`, { token, body: {} });
    ids = page.json().result.items.map((row: { id: number }) => row.id);
  });
  const post = (url: string, body?: unknown, as = token) => t.call('POST', url, { token: as, body: body ?? {} });
  const detail = async (id: number) => (await t.call('GET', `${A}/${id}`, { token })).json().data;

  it('acknowledges, comments and clears with a system comment on each transition; a repeat is refused', async () => {
    const [id] = ids as [number];
    const acked = await post(`${A}/${id}/ack`);
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json().data).toMatchObject({ acknowledged: true, ackBy: 'admin', cleared: false });
    const again = await post(`${A}/${id}/ack`);
    expect(again.statusCode).toBe(409);
    expect(again.json().refusals).toEqual([{ path: 'id', reason: 'alarmAlreadyAcknowledged' }]);
    const commented = await post(`${A}/${id}/comment`, { text: ' Checked on site ' });
    expect(commented.statusCode).toBe(200);
    const cleared = await post(`${A}/${id}/clear`);
    expect(cleared.json().data).toMatchObject({ cleared: true, clearedBy: 'admin', clearTime: expect.any(Number) });
    expect((await post(`${A}/${id}/clear`)).json().refusals).toEqual([{ path: 'id', reason: 'alarmAlreadyCleared' }]);
    const comments = (await detail(id)).comments.map((c: { by: string; text: string; system: boolean }) => [
      c.by,
      c.text,
      c.system,
    ]);
    expect(comments).toEqual([
      ['system', 'raised', true],
      ['admin', 'acknowledged', true],
      ['admin', 'Checked on site', false],
      ['admin', 'cleared', true],
    ]);
    // The next occurrence opens a new alarm.
    await reportEvent(t, device, (await detail(id)).sourceKey);
    const open = await post(`${A}/page`, { status: 'active_unack' });
    expect(open.json().result.total_count).toBe(2);
  });

  it('filters by state and source', async () => {
    const [first] = ids as [number];
    await post(`${A}/${first}/ack`);
    const count = async (body: Record<string, unknown>) => (await post(`${A}/page`, body)).json().result.total_count;
    expect(await count({ status: 'active_ack' })).toBe(1);
    expect(await count({ status: 'active_unack' })).toBe(1);
    expect(await count({ status: 'cleared_ack' })).toBe(0);
    expect(await count({ source: 'event', severity: 'critical' })).toBe(1);
    expect(await count({ devKey: device.devKey, source: 'rule' })).toBe(0);
    const active = await t.call('GET', `${A}/active-count`, { token });
    expect(active.json().data).toEqual({ critical: 1, major: 1, minor: 0, warning: 0 });
  });

  it('refuses comments that are empty or over 1,000 characters', async () => {
    const [id] = ids as [number];
    expect((await post(`${A}/${id}/comment`, { text: '   ' })).statusCode).toBe(400);
    const long = await post(`${A}/${id}/comment`, { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().refusals[0]).toMatchObject({ path: 'text', reason: 'tooLong', params: { max: 1000 } });
    expect((await post(`${A}/${id}/comment`, { text: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect((await post(`${A}/999999/comment`, { text: 'x' })).statusCode).toBe(404);
  });

  it('acts in bulk: unknown and foreign ids fail alone; a batch naming none answers 404', async () => {
    const { device: other } = await createAlarmDevice(t, token, `ab-${dialect}`, 'P-AL2');
    await reportEvent(t, other, 'fault');
    const scoped = await createScopedAccount(t, token, 'P-AL');
    const foreign = (await post(`${A}/page`, { projectCode: 'P-AL2' })).json().result.items[0].id as number;
    const batch = await post(`${A}/batch-ack`, { ids: [...ids, 999_999, foreign] }, scoped);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().data).toEqual({
      succeeded: ids,
      failed: [
        { id: 999_999, reason: 'notFound' },
        { id: foreign, reason: 'notFound' },
      ],
    });
    const again = await post(`${A}/batch-ack`, { ids }, scoped);
    expect(again.json().data.failed.map((f: { reason: string }) => f.reason)).toEqual([
      'alarmAlreadyAcknowledged',
      'alarmAlreadyAcknowledged',
    ]);
    const none = await post(`${A}/batch-clear`, { ids: [999_998, foreign] }, scoped);
    expect(none.statusCode).toBe(404);
    expect((await post(`${A}/batch-clear`, { ids: [] })).statusCode).toBe(400);
    expect((await post(`${A}/batch-clear`, { ids: Array.from({ length: 501 }, (_, i) => i + 1) })).statusCode).toBe(
      400,
    );
    const counted = await t.call('GET', `${A}/active-count`, { token: scoped });
    expect(counted.json().data).toEqual({ critical: 1, major: 1, minor: 0, warning: 0 });
    const cleared = await post(`${A}/batch-clear`, { ids }, scoped);
    expect(cleared.json().data).toEqual({ succeeded: ids, failed: [] });
  });

  it('needs the alarm page to read and each button to act (403 naming it)', async () => {
    const [id] = ids as [number];
    const reader = await signInWith(t, token, ['event-center', 'EventCenter.alarm']);
    expect((await post(`${A}/page`, {}, reader)).statusCode).toBe(200);
    expect((await t.call('GET', `${A}/${id}`, { token: reader })).statusCode).toBe(200);
    for (const [url, body] of [
      [`${A}/${id}/ack`, {}],
      [`${A}/${id}/clear`, {}],
      [`${A}/${id}/comment`, { text: 'x' }],
      [`${A}/batch-ack`, { ids: [id] }],
      [`${A}/batch-clear`, { ids: [id] }],
    ] as const) {
      const reply = await post(url, body, reader);
      expect(reply.statusCode, url).toBe(403);
    }
    const acker = await signInWith(t, token, ['event-center', 'EventCenter.alarm', 'EventCenter.alarm:ack']);
    expect((await post(`${A}/${id}/ack`, {}, acker)).statusCode).toBe(200);
    expect((await post(`${A}/${id}/clear`, {}, acker)).statusCode).toBe(403);
    const outsider = await signInWith(t, token, ['event-center', 'EventCenter.deviceEvent']);
    expect((await post(`${A}/page`, {}, outsider)).statusCode).toBe(403);
  });
});
