import { createVerifier, httpbis } from 'http-message-signatures';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { verifyRequest } from '../../platform/http/message-signature';
import type { AlarmSignal } from '../../platform/signals';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { APP, createApp } from './app-fixtures.test-helper';
import {
  createEventDevice,
  type Received,
  reportDeviceEvent,
  sceneLogsOf,
  startCallbackServer,
} from './event-push-fixtures.test-helper';
import { EVENT_PUSH_DEFAULTS } from './event-push-options';
import { EventPushQueue } from './event-push-queue';
import { EventPushWorker } from './event-push-worker';
import { objectOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformReadTables, OpenPlatformTables } from './tables';

const MSG = '/api/v1/message/gateway';
const ALL_TYPES = ['device.event.alert', 'device.event.error', 'alarm.raised', 'alarm.cleared'];

/** Checks a received callback with our verifier and with the http-message-signatures library; its JSON body. */
const verified = async (request: Received, url: string, appId: string, secret: string) => {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  expect(verifyRequest({ method: 'POST', targetUri: url, headers }, secret, { hasBody: true })).toMatchObject({
    ok: true,
    keyId: appId,
  });
  const byLibrary = await httpbis.verifyMessage(
    {
      keyLookup: async () => ({
        id: appId,
        algs: ['hmac-sha256'],
        verify: createVerifier(Buffer.from(secret), 'hmac-sha256'),
      }),
      requiredFields: ['@method', '@target-uri', 'content-digest'],
    },
    { method: 'POST', url, headers },
  );
  expect(byLibrary).toBe(true);
  return JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
};

describeEachDatabase('event push: delivery to callback URLs', (dialect) => {
  let t: TestApp;
  let token: string;
  let callback: Awaited<ReturnType<typeof startCallbackServer>>;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    callback = await startCallbackServer();
  });
  afterEach(async () => {
    await callback.close();
  });

  /** An app pushing every type to the callback server, bound to project `bound`. */
  const subscribedApp = async (name: string, bound: string) => {
    const url = callback.url('/hooks/beacon?token=abc');
    const app = await createApp(t, token, name, url);
    objectOf(await t.call('POST', `${APP}/bing-project`, { token, body: { id: app.id, projectCodes: [bound] } }));
    objectOf(await t.call('POST', `${MSG}/app/set-event`, { token, body: { id: app.id, eventTypes: ALL_TYPES } }));
    return { ...app, url };
  };

  it('POSTs signed device events and alarms of bound projects only, and a test event; each attempt a scene log', async () => {
    const inside = await createEventDevice(t, token, `ep-in-${dialect}`, 'P-EP-IN');
    const outside = await createEventDevice(t, token, `ep-out-${dialect}`, 'P-EP-OUT');
    const app = await subscribedApp('Pushed', 'P-EP-IN');

    await reportDeviceEvent(t, outside, 'overheat');
    await reportDeviceEvent(t, inside, 'overheat');
    await vi.waitFor(() => expect(callback.received).toHaveLength(2), { timeout: 10_000 });
    const bodies = await Promise.all(callback.received.map((r) => verified(r, app.url, app.appId, app.secret)));
    expect(callback.received.map((r) => r.url)).toEqual(['/hooks/beacon?token=abc', '/hooks/beacon?token=abc']);
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body]));
    expect(byType['device.event.alert']).toEqual({
      eventId: expect.any(String),
      type: 'device.event.alert',
      time: expect.any(Number),
      projectCode: 'P-EP-IN',
      iotId: inside.iotId,
      devKey: inside.devKey,
      test: false,
      data: { identifier: 'overheat', eventType: 'alert' },
    });
    const raised = byType['alarm.raised'];
    expect(raised).toMatchObject({ projectCode: 'P-EP-IN', data: { source: 'event', sourceKey: 'overheat' } });

    const alarmId = Number((raised?.data as { alarmId?: number } | undefined)?.alarmId);
    expect((await t.call('POST', `/api/v1/iothub/alarm/${alarmId}/clear`, { token })).statusCode).toBe(200);
    const test = objectOf(
      await t.call('POST', `${MSG}/app/test-event`, { token, body: { id: app.id, eventType: 'device.event.error' } }),
    ) as { eventId: string };
    await vi.waitFor(() => expect(callback.received).toHaveLength(4), { timeout: 10_000 });
    const later = await Promise.all(callback.received.slice(2).map((r) => verified(r, app.url, app.appId, app.secret)));
    expect(later.map((body) => [body.type, body.test]).sort()).toEqual([
      ['alarm.cleared', false],
      ['device.event.error', true],
    ]);
    expect(later.find((body) => body.test)).toMatchObject({ eventId: test.eventId, devKey: '', projectCode: '' });

    // Nothing from the unbound project was ever queued; every attempt is a successful scene log.
    const rows = await t.app.platform.database.db
      .withTables<OpenPlatformTables & OpenPlatformReadTables>()
      .selectFrom('gateway_event_push')
      .select(['status', 'attempts', 'payload'])
      .execute();
    expect(rows.map((row) => [row.status, Number(row.attempts)])).toEqual(Array(4).fill(['delivered', 1]));
    expect(rows.some((row) => row.payload.includes('P-EP-OUT'))).toBe(false);
    const logs = await sceneLogsOf(t, token, `event-push:${app.id}`);
    expect(logs).toHaveLength(4);
    expect(logs.every((log) => log.result === 'success' && log.ruleName === 'Pushed')).toBe(true);
    expect(logs.map((log) => log.detail).join('\n')).not.toContain('token=abc');
  });

  it('retries a failing callback with doubling waits up to 1 h, gives up 24 h after the first attempt; one claimer per row', async () => {
    await createEventDevice(t, token, `ep-retry-${dialect}`, 'P-EP-RT');
    const app = await subscribedApp('Failing', 'P-EP-RT');
    callback.state.status = 500;
    // A clock years ahead: the rows it queues are never due for the app's own worker, only for these.
    let clock = Date.now() + 10 * 365 * 86_400_000;
    const now = () => clock;
    const db = t.app.platform.database.db.withTables<OpenPlatformTables & OpenPlatformReadTables>();
    const secretOf = async () => app.secret;
    const deps = {
      secretOf,
      logs: t.app.platform.logs,
      onError: (error: unknown) => expect(error).toBeUndefined(),
      now,
    };
    const workers = [1, 2].map(() => new EventPushWorker(db, EVENT_PUSH_DEFAULTS, deps));
    const drops: number[] = [];
    const queue = new EventPushQueue(
      db,
      { pendingPerAppMax: 1 },
      { queued: () => undefined, dropped: (_, total) => drops.push(total) },
      now,
    );
    const signal: AlarmSignal = {
      iotId: 'x',
      devKey: 'ep-retry',
      projectCode: 'P-EP-RT',
      alarmId: 1,
      state: 'raised',
      source: 'rule',
      sourceKey: 'hot',
      severity: 'critical',
      by: 'system',
      time: clock,
    };
    await queue.alarm(signal);
    // The app's queue holds one pending event: the next is dropped and counted.
    await queue.alarm({ ...signal, alarmId: 2 });
    expect(drops).toEqual([1]);

    const row = () =>
      db
        .selectFrom('gateway_event_push')
        .selectAll()
        .where('gateway_app_id', '=', app.id)
        .where('event_type', '=', 'alarm.raised')
        .executeTakeFirstOrThrow();
    const first = clock;
    const waits: number[] = [];
    expect(await Promise.all(workers.map((worker) => worker.tick()))).toEqual(expect.arrayContaining([0, 1]));
    for (let n = 0; n < 100; n += 1) {
      const current = await row();
      if (current.status !== 'pending') break;
      waits.push((Number(current.next_attempt_at) - clock) / 1000);
      clock = Number(current.next_attempt_at);
      expect(await workers[n % 2]?.tick()).toBe(1);
    }
    const done = await row();
    expect(done).toMatchObject({ status: 'failed', last_status: 500, lease_owner: '' });
    expect(Number(done.first_attempt_at)).toBe(first);
    expect(clock - first).toBe(24 * 3_600_000);
    // 10 s doubling to 2,560 s, then hourly, the last wait cut to end exactly 24 h after the first attempt.
    expect(waits.slice(0, 10)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600]);
    expect(waits.slice(9, -1).every((wait) => wait === 3600)).toBe(true);
    expect(waits.at(-1)).toBe(86_400 - 5_110 - 3_600 * 22);
    expect(Number(done.attempts)).toBe(33);
    expect(callback.received).toHaveLength(33);

    const logs = await sceneLogsOf(t, token, `event-push:${app.id}`);
    expect(logs).toHaveLength(33);
    expect(logs.every((log) => log.result === 'fail')).toBe(true);
    expect(logs[0]?.detail).toMatch(/attempt 33 to http:\/\/127\.0\.0\.1:\d+: HTTP 500: answered 500; given up 24 h/);
    expect(logs[1]?.detail).toContain('attempt 32');
    expect(logs[1]?.detail).toContain('next attempt at');
  });
});
