import { EVENT_CENTER_PROBES } from './project-scope-event-probes';
import { MISSING_ID, MISSING_IOT_ID, MISSING_PROJECT, type Probe, type Targets } from './project-scope-targets';
import { TICKET_PROBES } from './project-scope-ticket-probes';

// Issue #10 object level: what the project-scope test sends for each endpoint of the table. Every endpoint is either
// probed with project B's records or named as holding no project-scoped record, with why.

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
  ...EVENT_CENTER_PROBES,
};
