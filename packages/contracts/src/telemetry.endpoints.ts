import { z } from 'zod';
import {
  abnormalSettingParamsSchema,
  abnormalSettingSaveSchema,
  abnormalSettingSchema,
  DEVICE_ABNORMAL_PATH,
  deviceAbnormalPageSchema,
  deviceAbnormalSchema,
} from './device-abnormal';
import { CSV_CONTENT_TYPE, defineEndpoint, defineFileEndpoint, XLSX_CONTENT_TYPE } from './endpoint';
import { historyExportSchema } from './history-export';
import { IOT_MODEL_PAGES, iotPage } from './iot-model.endpoints';
import { listAReply, standardReply } from './protocol';
import {
  deviceEventPageSchema,
  deviceEventSchema,
  deviceIotIdParamsSchema,
  deviceLogPageSchema,
  deviceLogSchema,
  deviceOwnEventPageSchema,
  deviceOwnLogPageSchema,
  historyPointSchema,
  historyRequestSchema,
  ingestEventParamsSchema,
  ingestParamsSchema,
  ingestResultSchema,
  latestPageSchema,
  latestValueSchema,
  liveProjectSchema,
  TELEMETRY_PATHS as T,
  uplinkSchema,
} from './telemetry';

/** Page ids of the telemetry pages. */
export const TELEMETRY_PAGES = {
  deviceData: 'DataManage.deviceData',
  deviceLog: 'LogManage.deviceLog',
  abnormal: 'DataManage.abnormal',
  deviceEvent: 'EventCenter.deviceEvent',
} as const;

/** Button of the abnormal page that changes a project's detection limits. */
export const ABNORMAL_SETTINGS_BUTTON = `${TELEMETRY_PAGES.abnormal}:settings`;

/** Header carrying the device secret on the HTTP ingest. */
export const DEVICE_SECRET_HEADER = 'devicesecret';

const abnormalRead = { kind: 'page', module: 'project-data-management', page: TELEMETRY_PAGES.abnormal } as const;
const dataRead = { kind: 'page', module: 'project-data-management', page: TELEMETRY_PAGES.deviceData } as const;

/** Live and historical property values. */
export const deviceDataEndpoints = {
  page: defineEndpoint({
    id: 'iothub.deviceData.page',
    method: 'POST',
    path: `${T.deviceData}/page`,
    summary: "Latest value of each property of a project's devices (filters: projectCode, iotId, attrKey)",
    access: dataRead,
    body: latestPageSchema,
    reply: listAReply(latestValueSchema),
  }),
  liveProjects: defineEndpoint({
    id: 'iothub.deviceData.liveProjects',
    method: 'GET',
    path: `${T.deviceData}/live-projects`,
    summary: "The caller's projects with devices online now, and how many (most first)",
    access: dataRead,
    reply: standardReply(z.array(liveProjectSchema)),
  }),
  history: defineEndpoint({
    id: 'iothub.deviceData.history',
    method: 'POST',
    path: `${T.deviceData}/history`,
    summary: 'Stored values of one property of one device between from and to (oldest first, newest 5,000 at most)',
    access: dataRead,
    body: historyRequestSchema,
    reply: standardReply(z.array(historyPointSchema)),
  }),
  historyExport: defineFileEndpoint({
    id: 'iothub.deviceData.historyExport',
    method: 'POST',
    path: `${T.deviceData}/history/export`,
    summary:
      "A device's stored values (one property, or all) between from and to, at most 31 days, as xlsx: time (in the x-time-zone header's zone), property, value, unit, titled in the Accept-Language; CSV (text/csv) when over 1,000,000 rows; one export at a time per account (429 with Retry-After beyond)",
    access: dataRead,
    body: historyExportSchema,
    file: { contentType: XLSX_CONTENT_TYPE, alsoContentTypes: [CSV_CONTENT_TYPE] },
  }),
};

/**
 * A device's own telemetry on its detail page, readable with the device page (the real-time and device-log
 * pages need their own grants): its latest values and its log.
 */
export const deviceDetailTelemetryEndpoints = {
  latest: defineEndpoint({
    id: 'iothub.deviceData.latest',
    method: 'GET',
    path: `${T.deviceData}/latest/:iotId`,
    summary:
      "The latest value of each property of one device (its detail page); a device outside the caller's projects 404",
    access: iotPage(IOT_MODEL_PAGES.device),
    params: deviceIotIdParamsSchema,
    reply: standardReply(z.array(latestValueSchema)),
  }),
  logPage: defineEndpoint({
    id: 'iothub.device.logPage',
    method: 'POST',
    path: '/api/v1/iothub/device/:iotId/log/page',
    summary: "Page of one device's log, newest first (filters: type, from, to), on its detail page",
    access: iotPage(IOT_MODEL_PAGES.device),
    params: deviceIotIdParamsSchema,
    body: deviceOwnLogPageSchema,
    reply: listAReply(deviceLogSchema),
  }),
  eventPage: defineEndpoint({
    id: 'iothub.device.eventPage',
    method: 'POST',
    path: '/api/v1/iothub/device/:iotId/event/page',
    summary:
      "Page of one device's events, newest occurrence first (filters: identifier, eventType, from, to), on its detail page",
    access: iotPage(IOT_MODEL_PAGES.device),
    params: deviceIotIdParamsSchema,
    body: deviceOwnEventPageSchema,
    reply: listAReply(deviceEventSchema),
  }),
};

/** What devices did: connections, reports, rejected messages. */
export const deviceLogEndpoints = {
  page: defineEndpoint({
    id: 'iothub.deviceLog.page',
    method: 'POST',
    path: `${T.deviceLog}/page`,
    summary: 'Page of device logs, newest first (filters: iotId, devKey, type, from, to)',
    access: { kind: 'page', module: 'log-manage', page: TELEMETRY_PAGES.deviceLog },
    body: deviceLogPageSchema,
    reply: listAReply(deviceLogSchema),
  }),
};

/** Events devices reported: the event center's device events page (the device detail reads its own through eventPage). */
export const deviceEventEndpoints = {
  page: defineEndpoint({
    id: 'iothub.deviceEvent.page',
    method: 'POST',
    path: `${T.deviceEvent}/page`,
    summary:
      'Page of device events, newest occurrence first (filters: iotId, devKey, projectCode, identifier, eventType, from, to)',
    access: { kind: 'page', module: 'event-center', page: TELEMETRY_PAGES.deviceEvent },
    body: deviceEventPageSchema,
    reply: listAReply(deviceEventSchema),
  }),
};

/** Device uplinks over HTTP, authenticated by the `deviceSecret` header instead of a session. */
export const ingestEndpoints = {
  properties: defineEndpoint({
    id: 'iothub.ingest.properties',
    method: 'POST',
    path: `${T.ingest}/:devKey/properties`,
    summary: 'A device reports property values (header deviceSecret); answers what was stored and refused',
    access: { kind: 'public' },
    params: ingestParamsSchema,
    body: uplinkSchema,
    reply: standardReply(ingestResultSchema),
  }),
  event: defineEndpoint({
    id: 'iothub.ingest.event',
    method: 'POST',
    path: `${T.ingest}/:devKey/events/:identifier`,
    summary: 'A device reports an event (header deviceSecret)',
    access: { kind: 'public' },
    params: ingestEventParamsSchema,
    body: uplinkSchema,
    reply: standardReply(ingestResultSchema),
  }),
};

/** Abnormal-detection records (read-only: they open and recover by themselves). */
export const deviceAbnormalEndpoints = {
  page: defineEndpoint({
    id: 'data.deviceAbnormal.page',
    method: 'POST',
    path: `${DEVICE_ABNORMAL_PATH}/page`,
    summary: 'Page of abnormal records, newest first (filters: projectCode, type, status, from, to)',
    access: abnormalRead,
    body: deviceAbnormalPageSchema,
    reply: listAReply(deviceAbnormalSchema),
  }),
};

/** A project's abnormal-detection limits (offline and silent minutes, stuck repeats); defaults until saved. */
export const abnormalSettingEndpoints = {
  get: defineEndpoint({
    id: 'data.abnormalSetting.get',
    method: 'GET',
    path: `${DEVICE_ABNORMAL_PATH}/settings/:projectCode`,
    summary: "A project's abnormal-detection limits in force (custom false: the defaults); unknown project 404",
    access: abnormalRead,
    params: abnormalSettingParamsSchema,
    reply: standardReply(abnormalSettingSchema),
  }),
  save: defineEndpoint({
    id: 'data.abnormalSetting.save',
    method: 'POST',
    path: `${DEVICE_ABNORMAL_PATH}/settings/save`,
    summary: "Sets a project's abnormal-detection limits; the detector applies them from its next check",
    access: {
      kind: 'button',
      module: 'project-data-management',
      page: TELEMETRY_PAGES.abnormal,
      button: ABNORMAL_SETTINGS_BUTTON,
    },
    audit: 'deviceAbnormal.settings',
    body: abnormalSettingSaveSchema,
    reply: standardReply(abnormalSettingSchema),
  }),
};
