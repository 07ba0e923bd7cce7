import { isDeepStrictEqual } from 'node:util';
import { ABNORMAL_TYPES } from '@beacon/contracts/device-abnormal';
import { DEVICE_STATUSES } from '@beacon/contracts/iot-device';
import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import { OVERVIEW_MINUTES, OVERVIEW_PATH, type Overview } from '@beacon/contracts/overview';
import { ALL_RESOURCES } from '@beacon/contracts/registry';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventCenterTables } from '#module-tables/event-center';
import { signInWith, TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import type { TelemetryDatabase, TelemetryReadTables, TelemetryTables } from './tables';

const MINUTE = 60_000;
type DB = Kysely<TelemetryDatabase & EventCenterTables>;

/** The figures as this test reads them from the tables, row by row, for the projects given (all when null). */
const figuresFromTables = async (db: DB, projects: readonly string[] | null, now: number): Promise<Overview> => {
  const inScope = (code: string) => projects === null || projects.includes(code);
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const todayFrom = midnight.getTime();
  const firstMinute = Math.floor(now / MINUTE) - OVERVIEW_MINUTES + 1;
  const projectRows = (await db.selectFrom('project').select(['project_code', 'project_name']).execute()).filter(
    (row) => inScope(row.project_code),
  );
  const devices = (await db.selectFrom('device').select(['iot_id', 'project_code', 'status']).execute()).filter((row) =>
    inScope(row.project_code),
  );
  const deviceIds = new Set(devices.map((device) => device.iot_id));
  const logs = (await db.selectFrom('device_log').select(['iot_id', 'type', 'create_date', 'count']).execute()).filter(
    (log) => deviceIds.has(log.iot_id),
  );
  const alarms = (await db.selectFrom('alarm').select(['project_code', 'severity', 'cleared']).execute()).filter(
    (row) => row.cleared === 0 && projectRows.some((project) => project.project_code === row.project_code),
  );
  const abnormal = (await db.selectFrom('device_abnormal').select(['project_code', 'type', 'status']).execute()).filter(
    (row) => row.status === 'open' && inScope(row.project_code),
  );

  const counted = (rows: typeof devices) => {
    const counts = { inactive: 0, online: 0, offline: 0, disabled: 0, total: rows.length };
    for (const status of DEVICE_STATUSES) counts[status] = rows.filter((row) => row.status === status).length;
    return counts;
  };
  const codes = [...new Set([...projectRows.map((p) => p.project_code), ...devices.map((d) => d.project_code)])].sort();
  const perMinute = new Map<number, number>();
  for (const log of logs)
    if ((log.type === 'property' || log.type === 'event') && log.create_date >= firstMinute * MINUTE) {
      const minute = Math.floor(log.create_date / MINUTE);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + Number(log.count));
    }
  const byType = Object.fromEntries(
    ABNORMAL_TYPES.map((type) => [type, abnormal.filter((row) => row.type === type).length]),
  ) as Overview['openAbnormal']['byType'];
  return {
    generatedAt: now,
    devices: counted(devices),
    projects: codes.map((code) => ({
      projectCode: code,
      projectName: projectRows.find((p) => p.project_code === code)?.project_name ?? code,
      ...counted(devices.filter((device) => device.project_code === code)),
    })),
    messagesPerMinute: Array.from({ length: OVERVIEW_MINUTES }, (_, i) => ({
      minute: (firstMinute + i) * MINUTE,
      count: perMinute.get(firstMinute + i) ?? 0,
    })),
    rejectedToday: logs
      .filter((log) => log.type === 'rejected' && log.create_date >= todayFrom)
      .reduce((sum, log) => sum + Number(log.count), 0),
    todayFrom,
    openAbnormal: { total: abnormal.length, byType },
    activeAlarms: {
      total: alarms.length,
      bySeverity: Object.fromEntries(
        ALARM_SEVERITIES.map((severity) => [severity, alarms.filter((row) => row.severity === severity).length]),
      ) as Record<(typeof ALARM_SEVERITIES)[number], number>,
    },
  };
};

describeEachDatabase('IoT overview dashboard', (dialect) => {
  let t: TestApp;
  let admin: string;
  let db: DB;

  /** The dashboard's reply beside the figures read from the tables at the same moment (again if a scan came between). */
  const replyAndTables = async (token: string, projects: readonly string[] | null) => {
    let reply: Overview | undefined;
    let tables: Overview | undefined;
    for (let attempt = 0; attempt < 3 && (!reply || !isDeepStrictEqual(reply, tables)); attempt++) {
      const response = await t.call('GET', OVERVIEW_PATH, { token });
      expect(response.statusCode, response.body).toBe(200);
      reply = (response.json() as { data: Overview }).data;
      tables = await figuresFromTables(db, projects, reply.generatedAt);
    }
    return { reply, tables };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    admin = await t.login();
    db = t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables & EventCenterTables>();
    // Traffic on top of the demo: two enabled devices report an accepted value, a refused one and one out of range.
    const devices = await db
      .selectFrom('device')
      .where('status', '=', 'offline')
      .where('project_code', 'in', ['P-SZ-001', 'P-SH-001'])
      .select(['iot_id', 'dev_key', 'device_secret', 'project_code'])
      .orderBy('project_code')
      .orderBy('id')
      .execute();
    const reporters = [devices[0], devices.at(-1)];
    for (const device of reporters) {
      if (!device) throw new Error('no offline demo device');
      const latest = await db
        .selectFrom('telemetry_latest')
        .where('iot_id', '=', device.iot_id)
        .select(['attr_key', 'value'])
        .executeTakeFirstOrThrow();
      const report = (value: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/iothub/ingest/${device.dev_key}/properties`,
          headers: { devicesecret: device.device_secret },
          payload: { params: { [latest.attr_key]: value } },
        });
      for (const value of [Number(latest.value), 'not a number', 1e9]) {
        const response = await report(value);
        expect(response.statusCode, response.body).toBe(200);
      }
    }
    // Earlier logs: minutes inside the hour (one standing for 7 refusals), an hour ago, and yesterday.
    const now = Date.now();
    const midnight = new Date(now).setHours(0, 0, 0, 0);
    const [first, last] = reporters;
    if (!first || !last) throw new Error('no reporters');
    const log = (device: typeof first, type: string, at: number, count = 1) => ({
      iot_id: device.iot_id,
      dev_key: device.dev_key,
      type,
      content: '{}',
      reason: '',
      create_date: at,
      count,
    });
    await db
      .insertInto('device_log')
      .values([
        log(first, 'property', now - 5 * MINUTE),
        log(first, 'property', now - 5 * MINUTE),
        log(last, 'event', now - 30 * MINUTE),
        log(last, 'property', now - 59 * MINUTE),
        log(first, 'property', now - 61 * MINUTE),
        log(first, 'online', now - 2 * MINUTE),
        log(last, 'rejected', Math.max(midnight, now - 10 * MINUTE), 7),
        log(first, 'rejected', midnight - 1, 50),
      ])
      .execute();
    await db
      .insertInto('device_abnormal')
      .values([
        { ...abnormalRow(first), type: 'offline', status: 'open' },
        { ...abnormalRow(last), type: 'stuck', attr_key: 'x', status: 'recovered', recover_time: now },
      ])
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("gives the figures the tables hold on the demo data, for everyone's projects", async () => {
    const { reply, tables } = await replyAndTables(admin, null);
    expect(reply).toEqual(tables);
    expect(reply?.projects.map((project) => project.projectCode)).toEqual(['P-HZ-001', 'P-SH-001', 'P-SZ-001']);
    // The demo holds devices of every status, the traffic above some messages, refusals and open records.
    // (The embedded broker counts the demo's online devices offline at start: none is connected.)
    for (const status of ['inactive', 'offline', 'disabled'] as const)
      expect(reply?.devices[status]).toBeGreaterThan(0);
    expect(reply?.devices.total).toBe(210);
    expect(reply?.messagesPerMinute.reduce((sum, minute) => sum + minute.count, 0)).toBeGreaterThanOrEqual(5);
    expect(reply?.rejectedToday).toBeGreaterThanOrEqual(2 + 7);
    expect(reply?.openAbnormal.byType.out_of_range).toBeGreaterThanOrEqual(2);
    expect(reply?.openAbnormal.byType.offline).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("keeps an account limited to one project to that project's figures", async () => {
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token: admin,
      body: { code: 'r-overview', name: 'Overview, one project', resources: ALL_RESOURCES },
    });
    const account = await t.call('POST', '/api/v1/system/account/save', {
      token: admin,
      body: {
        account: 'overview-sh',
        password: TEST_ACCOUNT_PASSWORD,
        userName: 'Overview SH',
        mobile: '13800138000',
        roleIds: [role.json().data.id],
        projectCodes: ['P-SH-001'],
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    const scoped = await t.login('overview-sh', TEST_ACCOUNT_PASSWORD);
    const { reply, tables } = await replyAndTables(scoped, ['P-SH-001']);
    expect(reply).toEqual(tables);
    expect(reply?.projects.map((project) => project.projectCode)).toEqual(['P-SH-001']);
    expect(reply?.devices.total).toBeLessThan(210);
  }, 60_000);

  it('answers 403 to an account without the overview page', async () => {
    const token = await signInWith(t, admin, ['iot-device', 'IOTDevice', 'IOTDevice.device']);
    expect((await t.call('GET', OVERVIEW_PATH, { token })).statusCode).toBe(403);
    const allowed = await signInWith(t, admin, ['iot-device', 'IOTDevice', 'IOTDevice.overview']);
    expect((await t.call('GET', OVERVIEW_PATH, { token: allowed })).statusCode).toBe(200);
  }, 60_000);
});

/** An abnormal record of a device, opened a minute ago. */
const abnormalRow = (device: { iot_id: string; dev_key: string; project_code: string }) => ({
  iot_id: device.iot_id,
  dev_key: device.dev_key,
  project_code: device.project_code,
  attr_key: '',
  value: '',
  open_time: Date.now() - MINUTE,
  recover_time: null,
});
