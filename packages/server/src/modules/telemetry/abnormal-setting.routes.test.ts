import { DEVICE_ABNORMAL_PATH } from '@beacon/contracts/device-abnormal';
import { beforeEach, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
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

const SETTINGS = `${DEVICE_ABNORMAL_PATH}/settings`;
const MINUTE = 60_000;

describeEachDatabase('abnormal-detection limits per project', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    refs = await createTelemetryRefs(t, token);
  });

  const read = (projectCode: string, as = token) => t.call('GET', `${SETTINGS}/${projectCode}`, { token: as });
  const save = (body: Record<string, unknown>, as = token) =>
    t.call('POST', `${SETTINGS}/save`, { token: as, body: { projectCode: refs.projectCode, ...body } });
  const limits = { offlineMinutes: 5, silentMinutes: 10, stuckRepeats: 3 };
  const openRecords = async () =>
    (await t.call('POST', `${DEVICE_ABNORMAL_PATH}/page`, { token, body: { status: 'open' } }))
      .json()
      .result.items.map((row: { type: string; iotId: string }) => `${row.type}:${row.iotId}`);

  it('answers the defaults for a project with nothing saved, then what was saved', async () => {
    const before = await read(refs.projectCode);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      projectCode: refs.projectCode,
      offlineMinutes: 30,
      silentMinutes: 60,
      stuckRepeats: 10,
      custom: false,
    });
    const saved = await save(limits);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ projectCode: refs.projectCode, ...limits, custom: true });
    expect((await save({ ...limits, offlineMinutes: 10_080 })).statusCode).toBe(200);
    expect((await read(refs.projectCode)).json().data).toEqual({
      projectCode: refs.projectCode,
      ...limits,
      offlineMinutes: 10_080,
      custom: true,
    });
  });

  it('refuses limits out of range naming the field, and an unknown project with 404', async () => {
    for (const [field, value] of [
      ['offlineMinutes', 0],
      ['silentMinutes', 10_081],
      ['stuckRepeats', 1],
      ['stuckRepeats', 1001],
      ['silentMinutes', 2.5],
    ] as const) {
      const refused = await save({ ...limits, [field]: value });
      expect(refused.statusCode, `${field} ${value}`).toBe(400);
      expect(refused.json().msg).toContain(field);
    }
    const unknown = await read('P-NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: expect.anything(), msg: expect.stringContaining('projectCode') });
    const unknownSave = await save({ ...limits, projectCode: 'P-NOPE' });
    expect(unknownSave.statusCode).toBe(404);
    expect(unknownSave.json().msg).toContain('P-NOPE');
    expect((await read(refs.projectCode)).json().data.custom).toBe(false);
  });

  it('lets a reader of the abnormal page read the limits but saves only with the settings button', async () => {
    const reader = await signInWith(t, token, ['project-data-management', 'DataManage.abnormal']);
    expect((await read(refs.projectCode, reader)).statusCode).toBe(200);
    expect((await save(limits, reader)).statusCode).toBe(403);
    const writer = await signInWith(t, token, [
      'project-data-management',
      'DataManage.abnormal',
      'DataManage.abnormal:settings',
    ]);
    expect((await save(limits, writer)).statusCode).toBe(200);
  });

  it("scans each project by its own silent limit: a shorter one opens, the other project's default does not", async () => {
    const other = await t.call('POST', '/api/v1/master-data/project/save', {
      token,
      body: { projectCode: 'P-T-002', projectName: 'Other park', type: 'park', areaCode: '440305', address: 'Road 2' },
    });
    expect(other.statusCode).toBe(200);
    const strict = await createTestDevice(t, token, refs, `ab-strict-${dialect}`);
    const relaxed = await createTestDevice(t, token, { ...refs, projectCode: 'P-T-002' }, `ab-relaxed-${dialect}`);
    expect((await save(limits)).statusCode).toBe(200);
    const db = t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
    const now = Date.now();
    await db
      .updateTable('device')
      .set({ status: 'online', last_online_time: now - 20 * MINUTE })
      .where('iot_id', 'in', [strict.iotId, relaxed.iotId])
      .execute();
    const detector = new AbnormalDetector(db, new AbnormalSettings(db));
    await detector.load();
    await detector.scan(now - 11 * MINUTE);
    expect(await openRecords()).toEqual([]);
    await detector.scan(now);
    expect(await openRecords()).toEqual([`silent:${strict.iotId}`]);
    // Offline: 5 minutes here, the default 30 in the other project.
    await db
      .updateTable('device')
      .set({ status: 'offline', last_online_time: now - 6 * MINUTE })
      .where('iot_id', 'in', [strict.iotId, relaxed.iotId])
      .execute();
    await detector.scan(now);
    expect((await openRecords()).sort()).toEqual([`offline:${strict.iotId}`, `silent:${strict.iotId}`].sort());
  });

  it('opens a stuck record after the project’s own number of repeats, applied as soon as it is saved', async () => {
    const device: TestDevice = await createTestDevice(t, token, refs, `ab-stuck-${dialect}`);
    const report = (temperature: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
        headers: { devicesecret: device.deviceSecret },
        payload: { params: { temperature } },
      });
    expect((await save(limits)).statusCode).toBe(200);
    await report(20);
    await report(20);
    expect(await openRecords()).toEqual([]);
    await report(20);
    expect(await openRecords()).toEqual([`stuck:${device.iotId}`]);
  });
});
