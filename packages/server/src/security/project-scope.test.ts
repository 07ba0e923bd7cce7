import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import { ENDPOINTS } from '@beacon/contracts/endpoints';
import { ALL_RESOURCES } from '@beacon/contracts/registry';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type WebSocket from 'ws';
import {
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from '../modules/telemetry/telemetry-fixtures.test-helper';
import { TEST_ACCOUNT_PASSWORD } from '../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

// Issue #10 object level: an account limited to project A meets the records of project B exactly as records that
// do not exist. Every endpoint of the table is either probed here or named as not project-scoped, with why.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
/** What the probes aim at: project B's records, and ids that name nothing. */
interface Targets {
  projectA: TelemetryRefs;
  projectBId: number;
  deviceA: TestDevice;
  deviceB: TestDevice;
  stdModelId: number;
}
type Probe =
  /** The call on B's record answers exactly as the same call on a record that does not exist. */
  | { kind: 'like-missing'; onB: Call; onMissing: Call }
  /** A list (or file) of everything the caller may see: none of B's records in it. */
  | { kind: 'list'; call: Call }
  /** Refused outright (the record would lie outside the scope). */
  | { kind: 'refused'; call: Call; status: number };

const MISSING_IOT_ID = 'd00000000000000000000';
const MISSING_PROJECT = 'P-NONE';
const MISSING_ID = 999_999;

const deviceBody = (targets: Targets, projectCode: string) => ({
  devKey: 'scope-new',
  name: 'New device',
  stdModelId: targets.stdModelId,
  projectCode,
});
const projectUpdate = (id: number) => ({ id, projectName: 'Moved', type: 'park', areaCode: '440305', address: 'x' });
const importRow = (projectCode: string) => ({
  rows: [{ row: 2, devKey: 'scope-imp', name: 'Imported', productKey: 'tele-th', projectCode }],
});

/** The probe of each project-scoped endpoint. */
const PROBES: Readonly<Record<string, (t: Targets) => Probe>> = {
  'masterData.project.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/master-data/project/page', body: {} },
  }),
  'masterData.project.options': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/master-data/project/list', body: {} },
  }),
  'masterData.project.get': (t) => ({
    kind: 'like-missing',
    onB: { method: 'GET', url: `/api/v1/master-data/project/${t.projectBId}` },
    onMissing: { method: 'GET', url: `/api/v1/master-data/project/${MISSING_ID}` },
  }),
  'masterData.project.save': () => ({
    kind: 'refused',
    status: 403,
    call: {
      method: 'POST',
      url: '/api/v1/master-data/project/save',
      body: { projectCode: 'P-NEW', projectName: 'New', type: 'park', areaCode: '440305', address: 'x' },
    },
  }),
  'masterData.project.update': (t) => ({
    kind: 'like-missing',
    onB: { method: 'PUT', url: '/api/v1/master-data/project/update', body: projectUpdate(t.projectBId) },
    onMissing: { method: 'PUT', url: '/api/v1/master-data/project/update', body: projectUpdate(MISSING_ID) },
  }),
  'masterData.project.delete': (t) => ({
    kind: 'like-missing',
    onB: { method: 'DELETE', url: `/api/v1/master-data/project/${t.projectBId}` },
    onMissing: { method: 'DELETE', url: `/api/v1/master-data/project/${MISSING_ID}` },
  }),
  'iothub.device.page': () => ({ kind: 'list', call: { method: 'POST', url: '/api/v1/iothub/device/page', body: {} } }),
  ...Object.fromEntries(
    (
      [
        ['get', 'GET', ''],
        ['delete', 'DELETE', ''],
        ['enable', 'POST', '/enable'],
        ['disable', 'POST', '/disable'],
        ['resetSecret', 'POST', '/reset-secret'],
      ] as const
    ).map(([action, method, suffix]) => [
      `iothub.device.${action}`,
      (t: Targets): Probe => ({
        kind: 'like-missing',
        onB: { method, url: `/api/v1/iothub/device/${t.deviceB.iotId}${suffix}` },
        onMissing: { method, url: `/api/v1/iothub/device/${MISSING_IOT_ID}${suffix}` },
      }),
    ]),
  ),
  'iothub.device.save': (t) => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: '/api/v1/iothub/device/save', body: deviceBody(t, 'P-B') },
    onMissing: { method: 'POST', url: '/api/v1/iothub/device/save', body: deviceBody(t, MISSING_PROJECT) },
  }),
  'iothub.device.update': (t) => {
    const move = (projectCode: string) => ({
      iotId: t.deviceA.iotId,
      name: 'Moved',
      stdModelId: t.stdModelId,
      projectCode,
    });
    return {
      kind: 'like-missing',
      onB: { method: 'PUT', url: '/api/v1/iothub/device/update', body: move('P-B') },
      onMissing: { method: 'PUT', url: '/api/v1/iothub/device/update', body: move(MISSING_PROJECT) },
    };
  },
  ...Object.fromEntries(
    (['batchEnable', 'batchDisable', 'batchDelete'] as const).map((action) => {
      const url = `/api/v1/iothub/device/${action.replace('batch', 'batch-').toLowerCase()}`;
      return [
        `iothub.device.${action}`,
        (t: Targets): Probe => ({
          kind: 'like-missing',
          onB: { method: 'POST', url, body: { iotIds: [t.deviceB.iotId] } },
          onMissing: { method: 'POST', url, body: { iotIds: [MISSING_IOT_ID] } },
        }),
      ];
    }),
  ),
  'iothub.device.import': () => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: '/api/v1/iothub/device/import', body: importRow('P-B') },
    onMissing: { method: 'POST', url: '/api/v1/iothub/device/import', body: importRow(MISSING_PROJECT) },
  }),
  'iothub.device.export': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/device/export', body: {} },
  }),
  'iothub.device.codePdf': (t) => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: '/api/v1/iothub/device/code-pdf', body: { iotIds: [t.deviceB.iotId] } },
    onMissing: { method: 'POST', url: '/api/v1/iothub/device/code-pdf', body: { iotIds: [MISSING_IOT_ID] } },
  }),
  'iothub.deviceData.page': () => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: '/api/v1/iothub/device-data/page', body: { projectCode: 'P-B' } },
    onMissing: { method: 'POST', url: '/api/v1/iothub/device-data/page', body: { projectCode: MISSING_PROJECT } },
  }),
  'iothub.deviceData.history': (t) => {
    const range = (iotId: string) => ({ iotId, attrKey: 'temperature', from: 0, to: Date.now() + 60_000 });
    return {
      kind: 'like-missing',
      onB: { method: 'POST', url: '/api/v1/iothub/device-data/history', body: range(t.deviceB.iotId) },
      onMissing: { method: 'POST', url: '/api/v1/iothub/device-data/history', body: range(MISSING_IOT_ID) },
    };
  },
  'iothub.deviceData.latest': (t) => ({
    kind: 'like-missing',
    onB: { method: 'GET', url: `/api/v1/iothub/device-data/latest/${t.deviceB.iotId}` },
    onMissing: { method: 'GET', url: `/api/v1/iothub/device-data/latest/${MISSING_IOT_ID}` },
  }),
  'iothub.device.logPage': (t) => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: `/api/v1/iothub/device/${t.deviceB.iotId}/log/page`, body: {} },
    onMissing: { method: 'POST', url: `/api/v1/iothub/device/${MISSING_IOT_ID}/log/page`, body: {} },
  }),
  'iothub.deviceLog.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/device-log/page', body: {} },
  }),
  'iothub.deviceEvent.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/device-event/page', body: {} },
  }),
  'data.deviceAbnormal.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/device-abnormal/page', body: {} },
  }),
  'data.abnormalSetting.get': () => ({
    kind: 'like-missing',
    onB: { method: 'GET', url: '/api/v1/device-abnormal/settings/P-B' },
    onMissing: { method: 'GET', url: `/api/v1/device-abnormal/settings/${MISSING_PROJECT}` },
  }),
  'data.abnormalSetting.save': () => {
    const limits = (projectCode: string) => ({ projectCode, offlineMinutes: 5, silentMinutes: 5, stuckRepeats: 3 });
    return {
      kind: 'like-missing',
      onB: { method: 'POST', url: '/api/v1/device-abnormal/settings/save', body: limits('P-B') },
      onMissing: { method: 'POST', url: '/api/v1/device-abnormal/settings/save', body: limits(MISSING_PROJECT) },
    };
  },
};

/** Endpoints that hold no project-scoped record, and why. */
const NOT_PROJECT_SCOPED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => /^(auth|system|log)\./.test(endpoint.id)).map((endpoint) => [
      endpoint.id,
      "the caller's own session, accounts, roles and platform logs (project assignment is checked in the escalation rules)",
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) =>
      /^iothub\.(stdModel|stdProductGroup|deviceCategory|domainModel|thirdModel|modelRelevance)\./.test(endpoint.id),
    ).map((endpoint) => [endpoint.id, 'the model catalogue, shared by every project']),
  ),
  'masterData.region.tree': 'the region catalogue',
  'masterData.region.get': 'the region catalogue',
  'iothub.device.importTemplate': 'an empty sheet, no records',
  'iothub.ingest.properties': "a device's own uplink, authenticated by its secret, not by an account",
  'iothub.ingest.event': "a device's own uplink, authenticated by its secret, not by an account",
};

const mentionsB = (text: string, t: Targets): boolean =>
  text.includes(t.deviceB.iotId) || text.includes(t.deviceB.devKey) || text.includes('"P-B"');

describeEachDatabase(
  'project scope: records of another project are answered as records that do not exist',
  (dialect) => {
    let app: TestApp;
    let scoped: string;
    let targets: Targets;
    let checked = 0;

    /** Project B's rows in every table that holds them, as one comparable text. */
    const snapshotOfB = async (): Promise<string> => {
      const db = app.app.platform.database.db;
      const queries = [
        sql`select * from project where project_code = 'P-B'`,
        sql`select * from device where project_code = 'P-B' order by id`,
        sql`select * from telemetry_latest where iot_id = ${targets.deviceB.iotId} order by attr_key`,
        sql`select count(*) as n from device_log where iot_id = ${targets.deviceB.iotId}`,
        sql`select * from abnormal_setting where project_code = 'P-B'`,
      ];
      return JSON.stringify(await Promise.all(queries.map((query) => query.execute(db).then((result) => result.rows))));
    };
    const call = (token: string, request: Call) =>
      app.app.inject({
        method: request.method,
        url: request.url,
        headers: { accesstoken: token },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
    const normalized = (body: string, ids: readonly (string | number)[]) =>
      ids.reduce<string>((text, id) => text.split(String(id)).join('<id>'), body);

    beforeAll(async () => {
      app = await createTestApp(dialect);
      const admin = await app.login();
      const refs = await createTelemetryRefs(app, admin);
      const projectB = await app.call('POST', '/api/v1/master-data/project/save', {
        token: admin,
        body: { projectCode: 'P-B', projectName: 'Other park', type: 'park', areaCode: '440305', address: 'Road 2' },
      });
      const deviceA = await createTestDevice(app, admin, refs, 'scope-a');
      const deviceB = await createTestDevice(app, admin, { ...refs, projectCode: 'P-B' }, 'scope-b');
      for (const device of [deviceA, deviceB]) {
        const headers = { devicesecret: device.deviceSecret };
        const base = `/api/v1/iothub/ingest/${device.devKey}`;
        // A stored value, an out-of-range one (an abnormal record) and an event, for each project.
        await app.app.inject({
          method: 'POST',
          url: `${base}/properties`,
          headers,
          payload: { params: { temperature: 20 } },
        });
        await app.app.inject({
          method: 'POST',
          url: `${base}/properties`,
          headers,
          payload: { params: { temperature: 999 } },
        });
        await app.app.inject({ method: 'POST', url: `${base}/events/rebooted`, headers, payload: { params: {} } });
      }
      targets = {
        projectA: refs,
        projectBId: Number(projectB.json().data.id),
        deviceA,
        deviceB,
        stdModelId: refs.stdModelId,
      };
      const role = await app.call('POST', '/api/v1/system/role/save', {
        token: admin,
        body: { code: 'r-scoped', name: 'Everything, one project', resources: ALL_RESOURCES },
      });
      const account = await app.call('POST', '/api/v1/system/account/save', {
        token: admin,
        body: {
          account: 'scoped',
          password: TEST_ACCOUNT_PASSWORD,
          userName: 'Scoped',
          mobile: '13800138000',
          roleIds: [role.json().data.id],
          projectCodes: [refs.projectCode],
        },
      });
      expect(account.statusCode, account.body).toBe(200);
      scoped = await app.login('scoped', TEST_ACCOUNT_PASSWORD);
    }, 60_000);
    afterAll(async () => {
      process.stdout.write(`[project scope ${dialect}] ${checked} scoped endpoints probed\n`);
      await app.close();
    });

    it('probes every endpoint of the table or names it as holding no project-scoped record', () => {
      const unclassified = ENDPOINTS.map((endpoint: AnyEndpoint) => endpoint.id).filter(
        (id) => !(id in PROBES) && !(id in NOT_PROJECT_SCOPED),
      );
      expect(unclassified).toEqual([]);
      expect(Object.keys(PROBES).filter((id) => id in NOT_PROJECT_SCOPED)).toEqual([]);
      expect(Object.keys(PROBES).filter((id) => !ENDPOINTS.some((endpoint) => endpoint.id === id))).toEqual([]);
    });

    it('answers every project-scoped endpoint for a record of project B as for one that does not exist', async () => {
      for (const [id, probeOf] of Object.entries(PROBES)) {
        const probe = probeOf(targets);
        const before = await snapshotOfB();
        if (probe.kind === 'like-missing') {
          const onB = await call(scoped, probe.onB);
          const onMissing = await call(scoped, probe.onMissing);
          const ids = [targets.deviceB.iotId, MISSING_IOT_ID, 'P-B', MISSING_PROJECT, targets.projectBId, MISSING_ID];
          expect(onB.statusCode, `${id}: ${onB.body}`).toBe(onMissing.statusCode);
          if ((onB.headers['content-type'] ?? '').toString().includes('json')) {
            expect(normalized(onB.body, ids), id).toBe(normalized(onMissing.body, ids));
          }
        } else if (probe.kind === 'list') {
          const reply = await call(scoped, probe.call);
          expect(reply.statusCode, `${id}: ${reply.body}`).toBe(200);
          const text = (reply.headers['content-type'] ?? '').toString().includes('spreadsheet')
            ? await sheetText(reply.rawPayload)
            : reply.body;
          expect(mentionsB(text, targets), `${id} shows a record of project B: ${text.slice(0, 300)}`).toBe(false);
          expect(text.length, id).toBeGreaterThan(0);
        } else {
          const reply = await call(scoped, probe.call);
          expect(reply.statusCode, `${id}: ${reply.body}`).toBe(probe.status);
        }
        expect(await snapshotOfB(), `${id} changed a record of project B`).toBe(before);
        checked += 1;
      }
    });

    it("lists the scoped account's own project's records (the scope filters, it does not hide everything)", async () => {
      const devices = await call(scoped, { method: 'POST', url: '/api/v1/iothub/device/page', body: {} });
      expect(devices.json().result.items.map((item: { devKey: string }) => item.devKey)).toEqual(['scope-a']);
      const logs = await call(scoped, { method: 'POST', url: '/api/v1/iothub/device-log/page', body: {} });
      const devKeys = new Set(logs.json().result.items.map((item: { devKey: string }) => item.devKey));
      expect([...devKeys]).toEqual(['scope-a']);
      const abnormal = await call(scoped, { method: 'POST', url: '/api/v1/device-abnormal/page', body: {} });
      expect(abnormal.json().result.items.map((item: { devKey: string }) => item.devKey)).toEqual(['scope-a']);
    });

    it('closes the live push of project B with 4403 and keeps that of project A', async () => {
      const open = async (projectCode: string) => {
        const socket: WebSocket = await app.app.injectWS(`/api/v1/iothub/ws/realtime?projectCode=${projectCode}`);
        const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
        socket.send(JSON.stringify({ accessToken: scoped }));
        return { socket, closed };
      };
      const other = await open('P-B');
      expect(await other.closed).toBe(4403);
      const own = await open(targets.projectA.projectCode);
      const outcome = await Promise.race([
        own.closed,
        new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
      ]);
      expect(outcome).toBe('open');
      own.socket.close();
    });
  },
);

/** Every cell of the first sheet of an xlsx file, as text. */
const sheetText = async (payload: Buffer): Promise<string> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => cells.push(`"${String(cell.value)}"`));
  });
  return cells.join(',');
};
