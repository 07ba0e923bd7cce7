import { ENDPOINTS } from '@beacon/contracts/endpoints';
import type { TelemetryRefs, TestDevice } from '../modules/telemetry/telemetry-fixtures.test-helper';

// Issue #10 object level: what the project-scope test sends for each endpoint of the table. Every endpoint is either
// probed with project B's records or named as holding no project-scoped record, with why.
/** An HTTP method the probes use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One API call a probe makes. */
export interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
/** What the probes aim at: project B's records, and ids that name nothing. */
export interface Targets {
  projectA: TelemetryRefs;
  projectBId: number;
  deviceA: TestDevice;
  deviceB: TestDevice;
  stdModelId: number;
}
/** How a probe judges the answer. */
export type Probe =
  /** The call on B's record answers exactly as the same call on a record that does not exist. */
  | { kind: 'like-missing'; onB: Call; onMissing: Call }
  /** A list (or file) of everything the caller may see: none of B's records in it. */
  | { kind: 'list'; call: Call }
  /** Refused outright (the record would lie outside the scope). */
  | { kind: 'refused'; call: Call; status: number };

/** Ids that name no record, for the answers B's records must match. */
export const MISSING_IOT_ID = 'd00000000000000000000';
export const MISSING_PROJECT = 'P-NONE';
export const MISSING_ID = 999_999;

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
export const PROBES: Readonly<Record<string, (t: Targets) => Probe>> = {
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
export const NOT_PROJECT_SCOPED: Readonly<Record<string, string>> = {
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
