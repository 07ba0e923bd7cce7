import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import { ENDPOINTS } from '@beacon/contracts/endpoints';
import { ALL_RESOURCES } from '@beacon/contracts/registry';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTelemetryRefs, createTestDevice } from '../modules/telemetry/telemetry-fixtures.test-helper';
import { TEST_ACCOUNT_PASSWORD } from '../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { NOT_PROJECT_SCOPED } from './project-scope-exempt';
import { PROBES } from './project-scope-probes';
import { type Call, MISSING_ID, MISSING_IOT_ID, MISSING_PROJECT, type Targets } from './project-scope-targets';

// Issue #10 object level: an account limited to project A meets the records of project B exactly as records that
// do not exist. Every endpoint of the table is either probed (project-scope-probes.ts and its
// ticket and event center parts) or named as not project-scoped (project-scope-exempt.ts).

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
        sql`select * from alarm where project_code = 'P-B' order by id`,
        sql`select count(*) as n from alarm_comment where alarm_id = ${targets.alarmBId}`,
        sql`select * from work_order where project_code = 'P-B' order by id`,
        sql`select count(*) as n from work_order_timeline where work_order_id = ${targets.workOrderBId}`,
        sql`select * from ai_event where project_code = 'P-B' order by id`,
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
        alarmBId: Number(
          (
            await sql<{ id: number }>`select id from alarm where iot_id = ${deviceB.iotId}`.execute(
              app.app.platform.database.db,
            )
          ).rows[0]?.id,
        ),
        aiEventBId: 0,
        workOrderBId: 0,
        ruleId: 0,
      };
      // A template (id 1), a rule matching every alarm, and a work order of project B on its device.
      const ticket = (url: string, body: unknown) => app.call('POST', url, { token: admin, body });
      const template = await ticket('/api/v1/work-order-template/save', {
        name: 'Probe',
        kind: 'manual',
        formFields: [],
        defaultPriority: 'low',
        slaHours: 1,
      });
      const rule = await ticket('/api/v1/work-order-rule/save', {
        name: 'Every alarm',
        minSeverity: 'warning',
        source: 'any',
        templateId: template.json().data.id,
        priority: 'low',
        enabled: false,
      });
      targets.ruleId = Number(rule.json().data.id);
      const order = await ticket('/api/v1/work-order/save', {
        title: 'On B',
        templateId: template.json().data.id,
        projectCode: 'P-B',
        iotId: deviceB.iotId,
      });
      targets.workOrderBId = Number(order.json().data.id);
      // An AI event of project B (inserted as the ingest stores one; its media are not needed to probe the scope).
      const aiEvent = await sql<{
        id: number;
      }>`insert into ai_event (iot_id, dev_key, project_code, algorithm, confidence,
        ts, received_time, status) values (${deviceB.iotId}, ${deviceB.devKey}, 'P-B', 'fall', 0.9, 1, 1, 'unhandled')
        returning id`.execute(app.app.platform.database.db);
      targets.aiEventBId = Number(aiEvent.rows[0]?.id);
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
          const ids = [
            targets.deviceB.iotId,
            MISSING_IOT_ID,
            'P-B',
            MISSING_PROJECT,
            targets.projectBId,
            MISSING_ID,
            targets.alarmBId,
            targets.aiEventBId,
            targets.workOrderBId,
          ];
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
