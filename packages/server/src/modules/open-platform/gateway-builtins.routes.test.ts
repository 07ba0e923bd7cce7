import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IotDeviceTables } from '#module-tables/iot-device';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { APP, createApp, createProject } from './app-fixtures.test-helper';
import type { GatewayReadTables } from './gateway-runtime.repository';
import { type Caller, onlineApi, signedCall } from './gateway-runtime-fixtures.test-helper';
import { createPlace, objectOf, refusalOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformTables } from './tables';

describeEachDatabase('gateway runtime: built-in sources see only the projects bound to the app', (dialect) => {
  let t: TestApp;
  let token: string;
  let caller: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    caller = await createApp(t, token, 'Data app');
    for (const code of ['P-GW-MINE', 'P-GW-OTHER']) await createProject(t, token, code);
    objectOf(
      await t.call('POST', `${APP}/bing-project`, { token, body: { id: caller.id, projectCodes: ['P-GW-MINE'] } }),
    );
    const db = t.app.platform.database.db.withTables<
      OpenPlatformTables & GatewayReadTables & Pick<IotDeviceTables, 'iot_std_model'>
    >();
    const now = Date.now();
    // A model row the devices name (the device table's foreign key), written as the device module stores one.
    const model = await db
      .insertInto('iot_std_model')
      .values({
        name: 'Gateway model',
        product_key: 'gw-model',
        group_id: null,
        category_id: null,
        protocol: 'MQTT',
        domain_model_id: null,
        description: '',
        model: JSON.stringify({ properties: [], events: [], services: [] }),
        alarm_rules: '[]',
        create_date: now,
        update_date: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = (iot: string, project: string, n: number) => ({
      iot_id: iot,
      dev_key: `key-${iot}`,
      name: `Device ${iot}`,
      std_model_id: Number(model.id),
      third_model_id: null,
      project_code: project,
      category_id: null,
      area_code: null,
      address: '',
      status: n === 0 ? 'online' : 'offline',
      last_online_time: now - n,
      firmware: '',
      device_secret: 'x',
      create_date: now - n,
      update_date: now,
    });
    await db
      .insertInto('device')
      .values([device('mine-1', 'P-GW-MINE', 0), device('mine-2', 'P-GW-MINE', 1), device('other-1', 'P-GW-OTHER', 2)])
      .execute();
    await db
      .insertInto('telemetry_latest')
      .values([
        { iot_id: 'mine-1', attr_key: 'temp', value: '21.5', value_time: now, update_time: now },
        { iot_id: 'other-1', attr_key: 'temp', value: '99', value_time: now, update_time: now },
      ])
      .execute();
    await db
      .insertInto('telemetry_history')
      .values([
        { iot_id: 'mine-1', attr_key: 'temp', value: '20', value_time: now - 2_000 },
        { iot_id: 'mine-1', attr_key: 'temp', value: '21.5', value_time: now },
        { iot_id: 'other-1', attr_key: 'temp', value: '99', value_time: now },
      ])
      .execute();
    const place = await createPlace(t, token);
    for (const [name, builtin, path] of [
      ['List', 'device-list', '/devices'],
      ['Latest', 'device-latest', '/devices/{iotId}/latest'],
      ['History', 'device-history', '/devices/history'],
    ]) {
      await onlineApi(t, token, caller.id, { name, method: 'GET', path, ...place, builtin });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists, reads latest values and history of bound projects only; another project reads as missing', async () => {
    const list = objectOf(await signedCall(t, caller, 'GET', '/devices?limit=10')) as {
      records: { iotId: string }[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.records.map((record) => record.iotId)).toEqual(['mine-1', 'mine-2']);
    expect(list.records[0]).toEqual({
      iotId: 'mine-1',
      devKey: 'key-mine-1',
      name: 'Device mine-1',
      projectCode: 'P-GW-MINE',
      online: true,
      lastOnlineTime: expect.any(Number),
    });
    expect(objectOf(await signedCall(t, caller, 'GET', '/devices?projectCode=P-GW-OTHER'))).toEqual({
      records: [],
      total: 0,
    });
    const latest = objectOf(await signedCall(t, caller, 'GET', '/devices/mine-1/latest'));
    expect(latest).toEqual([{ attrKey: 'temp', value: 21.5, valueTime: expect.any(Number) }]);
    const foreign = refusalOf(await signedCall(t, caller, 'GET', '/devices/other-1/latest'), 404);
    const missing = refusalOf(await signedCall(t, caller, 'GET', '/devices/no-such/latest'), 404);
    // A path template matches one whole segment.
    refusalOf(await signedCall(t, caller, 'GET', '/devices/a/b/latest'), 404);
    expect(foreign.refusals).toEqual([
      { path: 'query.iotId', reason: 'notFound', params: { entity: 'device', id: 'other-1' } },
    ]);
    expect(missing.refusals).toEqual([
      { path: 'query.iotId', reason: 'notFound', params: { entity: 'device', id: 'no-such' } },
    ]);
    const to = Date.now() + 1_000;
    const history = objectOf(
      await signedCall(t, caller, 'GET', `/devices/history?iotId=mine-1&attrKey=temp&from=${to - 60_000}&to=${to}`),
    );
    expect(history).toEqual([
      { value: 20, ts: expect.any(Number) },
      { value: 21.5, ts: expect.any(Number) },
    ]);
    refusalOf(await signedCall(t, caller, 'GET', `/devices/history?iotId=other-1&attrKey=temp&from=0&to=${to}`), 400);
    refusalOf(
      await signedCall(t, caller, 'GET', `/devices/history?iotId=other-1&attrKey=temp&from=${to - 60_000}&to=${to}`),
      404,
    );
    refusalOf(await signedCall(t, caller, 'GET', '/devices?limit=101'), 400);
  });
});
