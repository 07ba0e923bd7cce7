import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { APP, createApp } from './app-fixtures.test-helper';
import { objectOf, refusalOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformTables } from './tables';

const MSG = '/api/v1/message/gateway';

describeEachDatabase('event push: types, subscriptions and test events in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.platform.database.db.withTables<OpenPlatformTables>();

  it('lists the event types in the caller’s language', async () => {
    const zh = objectOf(await t.call('GET', `${MSG}/event/type/list`, { token }));
    expect(zh).toEqual([
      { eventType: 'device.event.alert', name: '设备告警事件' },
      { eventType: 'device.event.error', name: '设备故障事件' },
      { eventType: 'alarm.raised', name: '告警产生' },
      { eventType: 'alarm.cleared', name: '告警清除' },
    ]);
    const en = await t.app.inject({
      method: 'GET',
      url: `${MSG}/event/type/list`,
      headers: { accesstoken: token, 'accept-language': 'en-US' },
    });
    expect((objectOf(en) as { name: string }[])[2]).toEqual({ eventType: 'alarm.raised', name: 'Alarm raised' });
  });

  it('sets (replacing, repeats once) and lists an app’s event types; unknown app 404, unknown type 400', async () => {
    const { id } = await createApp(t, token, 'Subscriber');
    const list = () => t.call('GET', `${MSG}/app/event-list?id=${id}`, { token });
    const set = (body: object) => t.call('POST', `${MSG}/app/set-event`, { token, body });
    expect(objectOf(await list())).toEqual([]);
    expect(objectOf(await set({ id, eventTypes: ['alarm.raised', 'device.event.alert', 'alarm.raised'] }))).toBe(true);
    expect(objectOf(await list())).toEqual(['alarm.raised', 'device.event.alert']);
    expect(objectOf(await set({ id, eventTypes: ['alarm.cleared'] }))).toBe(true);
    expect(objectOf(await list())).toEqual(['alarm.cleared']);

    const unknown = refusalOf(await set({ id: 999_999, eventTypes: [] }), 404);
    expect(unknown.refusals).toEqual([
      { path: 'id', reason: 'notFound', params: { entity: 'gatewayApp', id: 999_999 } },
    ]);
    refusalOf(await t.call('GET', `${MSG}/app/event-list?id=999999`, { token }), 404);
    const badType = refusalOf(await set({ id, eventTypes: ['device.online'] }), 400);
    expect(badType.refusals).toEqual([expect.objectContaining({ path: 'eventTypes[0]', reason: 'notOneOf' })]);
    expect(objectOf(await set({ id, eventTypes: [] }))).toBe(true);
    expect(objectOf(await list())).toEqual([]);
  });

  it('refuses a test event without a callback URL or to a closed app; deleting an app drops its subscriptions and queue', async () => {
    const bare = await createApp(t, token, 'No callback');
    const test = (id: number) =>
      t.call('POST', `${MSG}/app/test-event`, { token, body: { id, eventType: 'alarm.raised' } });
    expect(refusalOf(await test(bare.id), 409).refusals).toEqual([{ path: 'id', reason: 'eventPushNoCallback' }]);
    // A port nothing listens on: the attempt fails and waits for its retry, so the row stays queued.
    const app = await createApp(t, token, 'Closed one', 'http://127.0.0.1:9/hook');
    await t.call('POST', `${MSG}/app/set-event`, { token, body: { id: app.id, eventTypes: ['alarm.raised'] } });
    const queued = objectOf(await test(app.id)) as { eventId: string };
    expect(queued).toEqual({ eventId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const row = await db()
      .selectFrom('gateway_event_push')
      .selectAll()
      .where('event_id', '=', queued.eventId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toMatchObject({ eventId: queued.eventId, type: 'alarm.raised', test: true });
    objectOf(await t.call('PUT', `${APP}/update/closed?id=${app.id}&isClosed=true`, { token }));
    expect(refusalOf(await test(app.id), 409).refusals).toEqual([{ path: 'id', reason: 'eventPushAppClosed' }]);
    refusalOf(await test(999_999), 404);

    objectOf(await t.call('DELETE', `${APP}/remove?id=${app.id}`, { token }));
    const left = async (table: 'gateway_app_event' | 'gateway_event_push') =>
      (await db().selectFrom(table).select('gateway_app_id').where('gateway_app_id', '=', app.id).execute()).length;
    expect([await left('gateway_app_event'), await left('gateway_event_push')]).toEqual([0, 0]);
  });
});
