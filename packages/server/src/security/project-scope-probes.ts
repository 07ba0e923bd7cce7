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
  /** An alarm of project B (its out-of-range value's abnormal alarm). */
  alarmBId: number;
  /** A work order of project B (opened by hand on device B). */
  workOrderBId: number;
  /** A work order rule (not a project record; its test lists alarms of the caller's projects). */
  ruleId: number;
  /** An AI event of project B. */
  aiEventBId: number;
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

/** Work orders follow project scope like devices; a rule's test lists only the caller's projects' alarms. */
const WORK_ORDER_ACTIONS: readonly (readonly [string, Method, unknown])[] = [
  ['get', 'GET', undefined],
  ['assign', 'POST', { assigneeAccountId: 1 }],
  ['start', 'POST', {}],
  ['hold', 'POST', {}],
  ['resume', 'POST', {}],
  ['resolve', 'POST', { formValues: {} }],
  ['close', 'POST', {}],
  ['cancel', 'POST', { reason: 'probe' }],
];
const manualOrder = (projectCode: string) => ({ title: 'Probe', templateId: 1, projectCode });
const TICKET_PROBES: Readonly<Record<string, (t: Targets) => Probe>> = {
  'ticket.workOrder.page': () => ({ kind: 'list', call: { method: 'POST', url: '/api/v1/work-order/page', body: {} } }),
  'ticket.workOrder.save': () => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: '/api/v1/work-order/save', body: manualOrder('P-B') },
    onMissing: { method: 'POST', url: '/api/v1/work-order/save', body: manualOrder(MISSING_PROJECT) },
  }),
  'ticket.rule.test': (t) => ({
    kind: 'list',
    call: { method: 'GET', url: `/api/v1/work-order-rule/${t.ruleId}/test` },
  }),
  ...Object.fromEntries(
    WORK_ORDER_ACTIONS.map(([action, method, body]) => {
      const suffix = action === 'get' ? '' : `/${action}`;
      return [
        `ticket.workOrder.${action}`,
        (t: Targets): Probe => ({
          kind: 'like-missing',
          onB: { method, url: `/api/v1/work-order/${t.workOrderBId}${suffix}`, body },
          onMissing: { method, url: `/api/v1/work-order/${MISSING_ID}${suffix}`, body },
        }),
      ];
    }),
  ),
};

/** The probe of each project-scoped endpoint. */
export const PROBES: Readonly<Record<string, (t: Targets) => Probe>> = {
  ...TICKET_PROBES,
  'masterData.project.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/master-data/project/page', body: {} },
  }),
  'masterData.project.options': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/master-data/project/list', body: {} },
  }),
  'gateway.app.projectPage': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/gateway/app/project-page', body: {} },
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
  // Its dropdowns list the caller's projects (on the hidden lists sheet; the first sheet is the header).
  'iothub.device.importTemplate': () => ({
    kind: 'list',
    call: { method: 'GET', url: '/api/v1/iothub/device/import-template' },
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
  'iothub.deviceData.liveProjects': () => ({
    kind: 'list',
    call: { method: 'GET', url: '/api/v1/iothub/device-data/live-projects' },
  }),
  'iothub.deviceData.history': (t) => {
    const range = (iotId: string) => ({ iotId, attrKey: 'temperature', from: 0, to: Date.now() + 60_000 });
    return {
      kind: 'like-missing',
      onB: { method: 'POST', url: '/api/v1/iothub/device-data/history', body: range(t.deviceB.iotId) },
      onMissing: { method: 'POST', url: '/api/v1/iothub/device-data/history', body: range(MISSING_IOT_ID) },
    };
  },
  'iothub.deviceData.historyExport': (t) => {
    const range = (iotId: string) => ({ iotId, from: 0, to: 86_400_000 });
    const url = '/api/v1/iothub/device-data/history/export';
    return {
      kind: 'like-missing',
      onB: { method: 'POST', url, body: range(t.deviceB.iotId) },
      onMissing: { method: 'POST', url, body: range(MISSING_IOT_ID) },
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
  'iothub.deviceDebug.info': (t) => ({
    kind: 'like-missing',
    onB: { method: 'GET', url: `/api/v1/iothub/device/${t.deviceB.iotId}/debug` },
    onMissing: { method: 'GET', url: `/api/v1/iothub/device/${MISSING_IOT_ID}/debug` },
  }),
  'iothub.deviceDebug.propertyReport': (t) => {
    const url = (iotId: string) => `/api/v1/iothub/device/${iotId}/debug/property-report`;
    const body = { params: { temperature: 20 } };
    return {
      kind: 'like-missing',
      onB: { method: 'POST', url: url(t.deviceB.iotId), body },
      onMissing: { method: 'POST', url: url(MISSING_IOT_ID), body },
    };
  },
  'iothub.deviceDebug.callService': (t) => {
    const url = (iotId: string) => `/api/v1/iothub/device/${iotId}/debug/service-call`;
    const body = { identifier: 'reboot', params: {} };
    return {
      kind: 'like-missing',
      onB: { method: 'POST', url: url(t.deviceB.iotId), body },
      onMissing: { method: 'POST', url: url(MISSING_IOT_ID), body },
    };
  },
  'iothub.device.eventPage': (t) => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: `/api/v1/iothub/device/${t.deviceB.iotId}/event/page`, body: {} },
    onMissing: { method: 'POST', url: `/api/v1/iothub/device/${MISSING_IOT_ID}/event/page`, body: {} },
  }),
  'iothub.deviceLog.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/device-log/page', body: {} },
  }),
  'iothub.deviceEvent.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/device-event/page', body: {} },
  }),
  'iothub.overview.get': () => ({
    kind: 'list',
    call: { method: 'GET', url: '/api/v1/iothub/overview' },
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
  'iothub.alarm.page': () => ({ kind: 'list', call: { method: 'POST', url: '/api/v1/iothub/alarm/page', body: {} } }),
  // Counts only; the scoped account's own alarms are counted in alarm-actions.routes.test.ts.
  'iothub.alarm.activeCount': () => ({
    kind: 'list',
    call: { method: 'GET', url: '/api/v1/iothub/alarm/active-count' },
  }),
  ...Object.fromEntries(
    (
      [
        ['get', 'GET', '', undefined],
        ['ack', 'POST', '/ack', {}],
        ['clear', 'POST', '/clear', {}],
        ['comment', 'POST', '/comment', { text: 'probe' }],
      ] as const
    ).map(([action, method, suffix, body]) => [
      `iothub.alarm.${action}`,
      (t: Targets): Probe => ({
        kind: 'like-missing',
        onB: { method, url: `/api/v1/iothub/alarm/${t.alarmBId}${suffix}`, body },
        onMissing: { method, url: `/api/v1/iothub/alarm/${MISSING_ID}${suffix}`, body },
      }),
    ]),
  ),
  ...Object.fromEntries(
    (['batchAck', 'batchClear'] as const).map((action) => {
      const url = `/api/v1/iothub/alarm/${action === 'batchAck' ? 'batch-ack' : 'batch-clear'}`;
      return [
        `iothub.alarm.${action}`,
        (t: Targets): Probe => ({
          kind: 'like-missing',
          onB: { method: 'POST', url, body: { ids: [t.alarmBId] } },
          onMissing: { method: 'POST', url, body: { ids: [MISSING_ID] } },
        }),
      ];
    }),
  ),
  'iothub.aiEvent.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/ai-event/page', body: {} },
  }),
  'iothub.aiEvent.get': (t) => ({
    kind: 'like-missing',
    onB: { method: 'GET', url: `/api/v1/iothub/ai-event/${t.aiEventBId}` },
    onMissing: { method: 'GET', url: `/api/v1/iothub/ai-event/${MISSING_ID}` },
  }),
  'iothub.aiEvent.handle': (t) => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: `/api/v1/iothub/ai-event/${t.aiEventBId}/handle`, body: { status: 'handled' } },
    onMissing: { method: 'POST', url: `/api/v1/iothub/ai-event/${MISSING_ID}/handle`, body: { status: 'handled' } },
  }),
  'iothub.aiEvent.batchHandle': (t) => ({
    kind: 'like-missing',
    onB: {
      method: 'POST',
      url: '/api/v1/iothub/ai-event/batch-handle',
      body: { ids: [t.aiEventBId], status: 'handled' },
    },
    onMissing: {
      method: 'POST',
      url: '/api/v1/iothub/ai-event/batch-handle',
      body: { ids: [MISSING_ID], status: 'handled' },
    },
  }),
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
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => /^ticket\.(template\.|rule\.(?!test$))/.test(endpoint.id)).map((endpoint) => [
      endpoint.id,
      'work order templates and rules, shared by every project (a rule names project codes only as a filter)',
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => endpoint.id.startsWith('openPlatform.')).map((endpoint) => [
      endpoint.id,
      'the Open API catalogue (areas, groups, API definitions), shared by every project; built-in APIs read devices only at the gateway, within the calling app’s projects',
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => /^gateway\.(plugin|cluster)\./.test(endpoint.id)).map((endpoint) => [
      endpoint.id,
      "the gateway's plugins and service clusters, shared by every project (they name APIs of the catalogue only)",
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter(
      (endpoint) => endpoint.id.startsWith('gateway.app.') && endpoint.id !== 'gateway.app.projectPage',
    ).map((endpoint) => [
      endpoint.id,
      "the gateway's applications, shared by every project; the projects an app lists and binds are only the caller's (app-binding.routes.test.ts)",
    ]),
  ),
  'masterData.region.tree': 'the region catalogue',
  'masterData.region.get': 'the region catalogue',
  'iothub.ingest.properties': "a device's own uplink, authenticated by its secret, not by an account",
  'iothub.ingest.event': "a device's own uplink, authenticated by its secret, not by an account",
  'iothub.ingest.aiEvent': "a device's own AI event upload, authenticated by its secret, not by an account",
  'iothub.aiEvent.media':
    'a media file by signed URL: the signature is the authority, and only the project-scoped AI event list and detail hand URLs out',
  'ticket.workOrder.assignees': 'accounts and roles to assign to (ids and names only), shared by every project',
};
