import type { Insertable } from 'kysely';
import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DeviceLogTable, TelemetryReadTables, TelemetryTables } from '../modules/telemetry/tables';
import {
  brokerUrl,
  connectDevice,
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from '../modules/telemetry/telemetry-fixtures.test-helper';
import {
  type CommittedValue,
  NOT_STORABLE,
  type TelemetryRows,
  TelemetryWriter,
} from '../modules/telemetry/telemetry-writer';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../test/test-app';

// Issue "Device edge hardening" A: one device's report that the database cannot store never fails the other
// devices' reports written in the same transaction, and what no reader should get back is refused with a reason.

const GOOD_DEVICES = 20;

/** Whether a text survives UTF-8 unchanged and holds no NUL: what every stored log must be. */
const storable = (text: string): boolean => !text.includes('\u0000') && Buffer.from(text).toString() === text;

const goodRows = (iotId: string, value: number, at: number): TelemetryRows => ({
  history: [{ iot_id: iotId, attr_key: 'temperature', value: String(value), value_time: at }],
  latest: [{ iot_id: iotId, attr_key: 'temperature', value: String(value), value_time: at, update_time: at }],
  logs: [logRow(iotId, 'property', `{"temperature":${value}}`, at)],
  projectCode: 'P-T-001',
});

const logRow = (iotId: string, type: string, content: string, at: number): Insertable<DeviceLogTable> => ({
  iot_id: iotId,
  dev_key: `key-${iotId}`,
  type,
  content,
  reason: '',
  create_date: at,
});

describeEachDatabase('security: one device cannot fail the reports of others', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  const clients: MqttClient[] = [];
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    refs = await createTelemetryRefs(t, token);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });

  const db = () => t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  const logsOf = async (iotId: string, filter: Record<string, string> = {}) =>
    (await post('/api/v1/iothub/device-log/page', { iotId, page_size: 50, ...filter })).json().result.items as {
      type: string;
      content: string;
      reason: string;
    }[];

  it('writes a refused batch again message by message: the poisoned one is logged not storable, 20 others kept', async () => {
    const writer = new TelemetryWriter(db(), { maxRows: 2_000 });
    const pushed: CommittedValue[] = [];
    writer.onCommitted((rows) => pushed.push(...rows));
    const at = Date.now();
    // Two rows with one explicit id break the primary key on both databases; a NUL breaks PostgreSQL's text.
    const duplicateId = { ...logRow('bad-1', 'property', '{"temperature":1}', at), id: 987_654_321 };
    const poisoned: TelemetryRows[] = [
      { ...goodRows('bad-1', 1, at), logs: [duplicateId, duplicateId] },
      ...(dialect === 'postgres'
        ? [{ ...goodRows('bad-2', 2, at), logs: [logRow('bad-2', 'rejected', 'not json \u0000 here', at)] }]
        : []),
    ];
    const good = Array.from({ length: GOOD_DEVICES }, (_, n) => goodRows(`good-${n}`, n, at));
    // Queued in one tick: one transaction takes them all.
    const settled = await Promise.allSettled(
      [...good.slice(0, 10), ...poisoned, ...good.slice(10)].map((rows) => writer.write(rows)),
    );
    expect(settled.map((outcome) => outcome.status)).toEqual(settled.map(() => 'fulfilled'));

    const latest = await db().selectFrom('telemetry_latest').select(['iot_id', 'value']).orderBy('iot_id').execute();
    expect(latest.map((row) => row.iot_id).sort()).toEqual(good.map((_, n) => `good-${n}`).sort());
    expect(pushed.map((row) => row.iot_id).sort()).toEqual(good.map((_, n) => `good-${n}`).sort());
    expect(await db().selectFrom('telemetry_history').select('iot_id').execute()).toHaveLength(GOOD_DEVICES);
    const logs = await db().selectFrom('device_log').selectAll().execute();
    expect(logs.filter((row) => row.iot_id.startsWith('good-'))).toHaveLength(GOOD_DEVICES);
    const refused = logs.filter((row) => row.iot_id.startsWith('bad-'));
    expect(refused.map((row) => [row.iot_id, row.type, row.reason]).sort()).toEqual(
      poisoned.map((rows) => [rows.latest[0]?.iot_id, 'rejected', NOT_STORABLE]).sort(),
    );
    for (const row of refused) expect(storable(row.content)).toBe(true);
  });

  it('refuses unstorable reports over MQTT with a reason while 20 devices publishing in the same tick are stored', async () => {
    const url = brokerUrl(t);
    const devices: TestDevice[] = [];
    for (let n = 0; n < GOOD_DEVICES; n += 1) devices.push(await createTestDevice(t, token, refs, `edge-${n}`));
    const bad = await createTestDevice(t, token, refs, 'edge-bad');
    const goodClients = await Promise.all(devices.map((device) => connectDevice(url, device)));
    const badClient = await connectDevice(url, bad);
    clients.push(...goodClients, badClient);
    const properties = `beacon/${bad.devKey}/properties`;
    const overheat = `beacon/${bad.devKey}/events/overheat`;
    const refusals: [string, string | Buffer, string][] = [
      [properties, 'not json \u0000 here', 'payload: not JSON'],
      [properties, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'payload: not valid UTF-8'],
      [properties, '{"params":{"temperature\\u0000":1}}', 'temperature\uFFFD: property name holds a NUL character'],
      [properties, '{"params":{"temperature":"\\ud800"}}', 'temperature: holds a lone UTF-16 surrogate'],
      [overheat, '{"params":{"level":1,"note":"a\\u0000b"}}', 'overheat.note: holds a NUL character'],
      [overheat, '{"params":{"level":1,"note":"\\udc00"}}', 'overheat.note: holds a lone UTF-16 surrogate'],
    ];
    const publishes = [
      ...goodClients.map((client, n) =>
        client.publishAsync(`beacon/${devices[n]?.devKey}/properties`, JSON.stringify({ params: { temperature: n } }), {
          qos: 1,
        }),
      ),
      ...refusals.map(([topic, payload]) => badClient.publishAsync(topic, payload, { qos: 1 })),
    ];
    const settled = await Promise.allSettled(publishes);
    expect(settled.map((outcome) => outcome.status)).toEqual(settled.map(() => 'fulfilled'));

    const stored = async () =>
      (await post('/api/v1/iothub/device-data/page', { projectCode: refs.projectCode, page_size: 50 })).json().result
        .items as { devKey: string; value: number }[];
    await expect.poll(async () => (await stored()).length, { timeout: 5_000 }).toBe(GOOD_DEVICES);
    expect((await stored()).some((row) => row.devKey === bad.devKey)).toBe(false);
    const rejected = () => logsOf(bad.iotId, { type: 'rejected' });
    await expect.poll(async () => (await rejected()).length, { timeout: 5_000 }).toBe(refusals.length);
    const logs = await rejected();
    expect(logs.map((entry) => entry.reason).sort()).toEqual(refusals.map(([, , reason]) => reason).sort());
    for (const entry of await logsOf(bad.iotId)) {
      expect(storable(entry.content) && storable(entry.reason), JSON.stringify(entry)).toBe(true);
    }
    const events = await post('/api/v1/iothub/device-event/page', { iotId: bad.iotId });
    expect(events.json().result.total_count).toBe(0);
    // Nobody was disconnected.
    expect([...goodClients, badClient].every((client) => client.connected)).toBe(true);
  });

  it('refuses a lone surrogate over HTTP with a storable reason (a NUL there is a 400 of the input guard)', async () => {
    const device = await createTestDevice(t, token, refs, 'edge-http');
    const send = (path: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/iothub/ingest/${device.devKey}/${path}`,
        headers: { devicesecret: device.deviceSecret, 'content-type': 'application/json' },
        payload,
      });
    const named = await send('properties', '{"params":{"\\ud800x":1,"temperature":20}}');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toEqual({
      accepted: ['temperature'],
      rejected: [{ attrKey: '\uFFFDx', reason: '\uFFFDx: property name holds a lone UTF-16 surrogate' }],
    });
    const event = await send('events/overheat', '{"params":{"level":2,"note":"ok\\udbff"}}');
    expect(event.json().data.rejected).toEqual([
      { attrKey: 'overheat', reason: 'overheat.note: holds a lone UTF-16 surrogate' },
    ]);
    const nul = await send('properties', '{"params":{"temperature":"\\u0000"}}');
    expect(nul.statusCode).toBe(400);
    const logs = await logsOf(device.iotId);
    expect(logs.map((entry) => entry.type).sort()).toEqual(['property', 'rejected', 'rejected']);
    for (const entry of logs) expect(storable(entry.content) && storable(entry.reason)).toBe(true);
    const events = await post('/api/v1/iothub/device-event/page', { iotId: device.iotId });
    expect(events.json().result.total_count).toBe(0);
  });
});
