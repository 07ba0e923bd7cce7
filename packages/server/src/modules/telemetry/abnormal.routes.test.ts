import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { AbnormalDetector } from './abnormal.service';
import { AbnormalSettings } from './abnormal-setting.service';
import type { TelemetryReadTables, TelemetryTables } from './tables';
import {
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from './telemetry-fixtures.test-helper';

describeEachDatabase('abnormal detection', (dialect) => {
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
    device = await createTestDevice(t, token, refs, `ab-${dialect}`);
  });

  const report = (params: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
      headers: { devicesecret: device.deviceSecret },
      payload: { params },
    });
  const records = async (filter: Record<string, unknown> = {}) =>
    (
      await t.call('POST', '/api/v1/device-abnormal/page', {
        token,
        body: { projectCode: refs.projectCode, ...filter },
      })
    ).json().result;

  it('opens an out_of_range record once and recovers it when a valid value arrives', async () => {
    await report({ humidity: 150 });
    await report({ humidity: 160 });
    const open = await records({ type: 'out_of_range', status: 'open' });
    expect(open.total_count).toBe(1);
    expect(open.items[0]).toMatchObject({
      iotId: device.iotId,
      devKey: device.devKey,
      projectCode: refs.projectCode,
      attrKey: 'humidity',
      value: '150',
      recoverTime: null,
    });
    await report({ humidity: 55 });
    const after = await records({ type: 'out_of_range' });
    expect(after.items[0]).toMatchObject({ status: 'recovered', recoverTime: expect.any(Number) });
    expect((await records({ status: 'open' })).total_count).toBe(0);
  });

  it('opens a stuck record after the same value ten times in a row and recovers when it changes', async () => {
    for (let i = 0; i < 9; i++) await report({ temperature: 20 });
    expect((await records({ type: 'stuck' })).total_count).toBe(0);
    await report({ temperature: 20 });
    expect((await records({ type: 'stuck', status: 'open' })).items[0]).toMatchObject({
      attrKey: 'temperature',
      value: '20',
    });
    await report({ temperature: 21 });
    expect((await records({ type: 'stuck', status: 'recovered' })).total_count).toBe(1);
  });

  it('finds devices offline too long and online devices silent too long (default limits: 30 and 60 minutes)', async () => {
    const db = t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
    const silent = await createTestDevice(t, token, refs, `ab-silent-${dialect}`);
    const now = Date.now();
    const minutes = 60_000;
    await db
      .updateTable('device')
      .set({ status: 'offline', last_online_time: now - 31 * minutes })
      .where('iot_id', '=', device.iotId)
      .execute();
    await db
      .updateTable('device')
      .set({ status: 'online', last_online_time: now - 61 * minutes })
      .where('iot_id', '=', silent.iotId)
      .execute();
    const detector = new AbnormalDetector(db, new AbnormalSettings(db));
    await detector.load();
    await detector.scan(now - 2 * minutes);
    expect((await records({ status: 'open' })).total_count).toBe(0);
    await detector.scan(now);
    await detector.scan(now + 1_000);
    const open = (await records({ status: 'open' })).items.map(
      (row: { type: string; iotId: string }) => `${row.type}:${row.iotId}`,
    );
    expect(open.sort()).toEqual([`offline:${device.iotId}`, `silent:${silent.iotId}`].sort());
    const unfiltered = await t.call('POST', '/api/v1/device-abnormal/page', { token, body: { type: 'nope' } });
    expect(unfiltered.statusCode).toBe(400);
    expect(unfiltered.json().msg).toContain('type');
  });
});
