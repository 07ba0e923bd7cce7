import { IOT_MODULE } from '@beacon/contracts/iot-model.endpoints';
import { beforeEach, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import {
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from './telemetry-fixtures.test-helper';

const INGEST = '/api/v1/iothub/ingest';
const EVENTS = '/api/v1/iothub/device-event/page';

describeEachDatabase('device events', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  let device: TestDevice;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    refs = await createTelemetryRefs(t, token);
    device = await createTestDevice(t, token, refs, `evt-${dialect}-${Date.now().toString(36)}`);
  });

  const post = (url: string, body: unknown, as = token) => t.call('POST', url, { token: as, body });
  const report = (identifier: string, body: unknown, to: TestDevice = device) =>
    t.app.inject({
      method: 'POST',
      url: `${INGEST}/${to.devKey}/events/${identifier}`,
      headers: { devicesecret: to.deviceSecret },
      payload: body as object,
    });
  const events = async (filter: Record<string, unknown> = {}) => {
    const reply = await post(EVENTS, { page_size: 50, ...filter });
    expect(reply.statusCode).toBe(200);
    return reply.json().result;
  };
  const logs = async () =>
    (await post('/api/v1/iothub/device-log/page', { iotId: device.iotId, page_size: 50 })).json().result.items;

  it('stores an accepted event with its name and type from the model, and logs it', async () => {
    const reply = await report('overheat', { ts: 1_700_000_000_000, params: { level: 3, note: 'hot' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ accepted: ['overheat'], rejected: [] });
    const page = await events({ iotId: device.iotId });
    expect(page.total_count).toBe(1);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      iotId: device.iotId,
      devKey: device.devKey,
      deviceName: `Device ${device.devKey}`,
      projectCode: refs.projectCode,
      identifier: 'overheat',
      eventName: 'Overheat',
      eventType: 'alert',
      params: { level: 3, note: 'hot' },
      occurTime: 1_700_000_000_000,
      receiveTime: expect.any(Number),
    });
    expect(page.items[0].receiveTime).toBeGreaterThan(1_700_000_000_000);
    expect((await logs()).map((entry: { type: string }) => entry.type)).toEqual(['event']);
  });

  it('takes the receive time as the occurrence time when the device sends no ts', async () => {
    const before = Date.now();
    await report('rebooted', { params: {} });
    const [row] = (await events({ iotId: device.iotId })).items;
    expect(row).toMatchObject({ identifier: 'rebooted', eventName: 'Rebooted', eventType: 'info', params: {} });
    expect(row.occurTime).toBe(row.receiveTime);
    expect(row.occurTime).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['a wrong type', { level: 'high' }, /^overheat\.level: expected an integer/],
    ['an unknown parameter', { level: 2, speed: 9 }, /^overheat\.speed: unknown parameter$/],
    ['a value out of range', { level: 9 }, /^overheat\.level: out of range: 9 > max 5$/],
    ['a text too long', { note: 'x'.repeat(21) }, /^overheat\.note: too long/],
  ])('refuses an event with %s: the reason in a rejected log, no event stored', async (_case, params, reason) => {
    const reply = await report('overheat', { params });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.accepted).toEqual([]);
    expect(reply.json().data.rejected).toEqual([{ attrKey: 'overheat', reason: expect.stringMatching(reason) }]);
    const entries = await logs();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'rejected', reason: expect.stringMatching(reason) });
    expect(entries[0].content).toContain('overheat');
    expect((await events({ iotId: device.iotId })).total_count).toBe(0);
  });

  it('names every refused parameter, and refuses an event the model does not define', async () => {
    const reply = await report('overheat', { params: { level: 0, foo: 1 } });
    expect(reply.json().data.rejected.map((refused: { reason: string }) => refused.reason)).toEqual([
      'overheat.level: out of range: 0 < min 1',
      'overheat.foo: unknown parameter',
    ]);
    expect((await logs())[0].reason).toBe('overheat.level: out of range: 0 < min 1; overheat.foo: unknown parameter');
    const unknown = await report('nope', { params: {} });
    expect(unknown.json().data.rejected).toEqual([{ attrKey: 'nope', reason: 'nope: unknown event' }]);
    expect((await events()).total_count).toBe(0);
  });

  it('pages newest occurrence first and filters by device, devKey, project, identifier, type and time', async () => {
    const other = await createTestDevice(t, token, refs, `evt2-${dialect}-${Date.now().toString(36)}`);
    await report('overheat', { ts: 1_000, params: { level: 1 } });
    await report('rebooted', { ts: 3_000, params: {} });
    await report('overheat', { ts: 2_000, params: { level: 2 } }, other);
    const all = await events();
    expect(all.total_count).toBe(3);
    expect(all.items.map((row: { occurTime: number }) => row.occurTime)).toEqual([3_000, 2_000, 1_000]);
    const occurTimes = async (filter: Record<string, unknown>) =>
      (await events(filter)).items.map((row: { occurTime: number }) => row.occurTime);
    expect(await occurTimes({ iotId: device.iotId })).toEqual([3_000, 1_000]);
    expect(await occurTimes({ devKey: other.devKey })).toEqual([2_000]);
    expect(await occurTimes({ projectCode: refs.projectCode })).toEqual([3_000, 2_000, 1_000]);
    expect(await occurTimes({ projectCode: 'P-NONE' })).toEqual([]);
    expect(await occurTimes({ identifier: 'overheat' })).toEqual([2_000, 1_000]);
    expect(await occurTimes({ eventType: 'info' })).toEqual([3_000]);
    expect(await occurTimes({ from: 1_500, to: 3_000 })).toEqual([3_000, 2_000]);
    expect(await occurTimes({ iotId: device.iotId, to: 2_999 })).toEqual([1_000]);
    const second = await events({ page_size: 2, page_index: 2 });
    expect(second.total_count).toBe(3);
    expect(second.items.map((row: { occurTime: number }) => row.occurTime)).toEqual([1_000]);
  });

  it('answers bad filters with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventType: 'fatal' }, 'eventType'],
      [{ from: 5, to: 1 }, 'from'],
      [{ from: -1 }, 'from'],
      [{ severity: 'alert' }, 'severity'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(EVENTS, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().msg).toContain(field);
    }
  });

  it('the event center reads every event; the device page reads only its own device events, on the detail', async () => {
    await report('rebooted', { params: {} });
    const eventReader = await signInWith(t, token, ['event-center', 'EventCenter.deviceEvent']);
    const read = await post(EVENTS, { iotId: device.iotId }, eventReader);
    expect(read.statusCode).toBe(200);
    expect(read.json().result.total_count).toBe(1);

    const viewer = await signInWith(t, token, [IOT_MODULE, 'IOTDevice.device']);
    expect((await post(EVENTS, { iotId: device.iotId }, viewer)).statusCode).toBe(403);
    const own = await post(`/api/v1/iothub/device/${device.iotId}/event/page`, { eventType: 'info' }, viewer);
    expect(own.statusCode).toBe(200);
    expect(own.json().result.items).toMatchObject([{ iotId: device.iotId, identifier: 'rebooted', eventType: 'info' }]);
    const missing = await post('/api/v1/iothub/device/d00000000000000000000/event/page', {}, viewer);
    expect(missing.statusCode).toBe(404);
    const reversed = await post(`/api/v1/iothub/device/${device.iotId}/event/page`, { from: 2, to: 1 }, viewer);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().msg).toContain('from');

    const logReader = await signInWith(t, token, ['log-manage', 'LogManage.deviceLog']);
    expect((await post(EVENTS, { iotId: device.iotId }, logReader)).statusCode).toBe(403);
  });
});
