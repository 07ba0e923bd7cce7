import {
  ALARM_PATH as A,
  alarmActiveCountSchema,
  alarmBatchResultSchema,
  alarmBatchSchema,
  alarmCommentInputSchema,
  alarmDetailSchema,
  alarmIdParamsSchema,
  alarmPageSchema,
  alarmSchema,
} from './alarm';
import { defineEndpoint } from './endpoint';
import { listAReply, standardReply } from './protocol';

/** The alarm page's id. */
export const ALARM_PAGE = 'EventCenter.alarm';
/** The alarm page's buttons: acknowledge, clear, comment. */
export const ALARM_BUTTONS = {
  ack: `${ALARM_PAGE}:ack`,
  clear: `${ALARM_PAGE}:clear`,
  comment: `${ALARM_PAGE}:comment`,
} as const;

const read = { kind: 'page', module: 'event-center', page: ALARM_PAGE } as const;
const write = (button: string) => ({ kind: 'button', module: 'event-center', page: ALARM_PAGE, button }) as const;

/** Alarms: raised by model rules, alert/error events and abnormal records; acknowledged, cleared, commented. */
export const alarmEndpoints = {
  page: defineEndpoint({
    id: 'iothub.alarm.page',
    method: 'POST',
    path: `${A}/page`,
    summary:
      'Page of alarms, newest raised first (filters: projectCode, iotId, devKey, severity, status, source, sourceKey, stdModelId, from, to)',
    access: read,
    body: alarmPageSchema,
    reply: listAReply(alarmSchema),
  }),
  activeCount: defineEndpoint({
    id: 'iothub.alarm.activeCount',
    method: 'GET',
    path: `${A}/active-count`,
    summary: "Active (not cleared) alarms by severity within the caller's projects",
    access: read,
    reply: standardReply(alarmActiveCountSchema),
  }),
  get: defineEndpoint({
    id: 'iothub.alarm.get',
    method: 'GET',
    path: `${A}/:id`,
    summary: 'An alarm with its comments (a system comment on every transition), oldest first',
    access: read,
    params: alarmIdParamsSchema,
    reply: standardReply(alarmDetailSchema),
  }),
  ack: defineEndpoint({
    id: 'iothub.alarm.ack',
    method: 'POST',
    path: `${A}/:id/ack`,
    summary: 'Acknowledges an alarm (409 alarmAlreadyAcknowledged when it is)',
    access: write(ALARM_BUTTONS.ack),
    audit: 'alarm.ack',
    params: alarmIdParamsSchema,
    reply: standardReply(alarmSchema),
  }),
  clear: defineEndpoint({
    id: 'iothub.alarm.clear',
    method: 'POST',
    path: `${A}/:id/clear`,
    summary: 'Clears an alarm (409 alarmAlreadyCleared when it is); the next violation opens a new one',
    access: write(ALARM_BUTTONS.clear),
    audit: 'alarm.clear',
    params: alarmIdParamsSchema,
    reply: standardReply(alarmSchema),
  }),
  comment: defineEndpoint({
    id: 'iothub.alarm.comment',
    method: 'POST',
    path: `${A}/:id/comment`,
    summary: 'Adds an operator comment (1–1,000 characters) to an alarm',
    access: write(ALARM_BUTTONS.comment),
    audit: 'alarm.comment',
    params: alarmIdParamsSchema,
    body: alarmCommentInputSchema,
    reply: standardReply(alarmDetailSchema),
  }),
  batchAck: defineEndpoint({
    id: 'iothub.alarm.batchAck',
    method: 'POST',
    path: `${A}/batch-ack`,
    summary:
      'Acknowledges alarms (at most 500): {succeeded, failed: [{id, reason}]}; unknown ids fail alone, 404 when none is found',
    access: write(ALARM_BUTTONS.ack),
    audit: 'alarm.batchAck',
    body: alarmBatchSchema,
    reply: standardReply(alarmBatchResultSchema),
  }),
  batchClear: defineEndpoint({
    id: 'iothub.alarm.batchClear',
    method: 'POST',
    path: `${A}/batch-clear`,
    summary:
      'Clears alarms (at most 500): {succeeded, failed: [{id, reason}]}; unknown ids fail alone, 404 when none is found',
    access: write(ALARM_BUTTONS.clear),
    audit: 'alarm.batchClear',
    body: alarmBatchSchema,
    reply: standardReply(alarmBatchResultSchema),
  }),
};
