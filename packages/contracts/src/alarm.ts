import { z } from 'zod';
import { DEVICE_LIMITS } from './iot-device';
import { ALARM_SEVERITIES, IOT_MODEL_LIMITS } from './iot-model';
import { PROJECT_LIMITS } from './project-data-management';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';
import { REASON_KEYS } from './reasons';
import { epochMs } from './telemetry';
import { fromNotAfterTo } from './time-range';

/** Path of the alarms (event center). */
export const ALARM_PATH = '/api/v1/iothub/alarm';

/**
 * The alarm feed websocket: the first message is the live-push socket's `{accessToken}` hello (closed with its
 * REALTIME_CLOSE codes); then the server pushes the caller's active alarm counts at once and after every change of
 * an alarm in the caller's projects (raised, repeated, acknowledged, cleared). Later client messages are ignored.
 */
export const ALARM_FEED_PATH = '/api/v1/iothub/ws/alarms';

/** What raised an alarm: a model's alarm rule, an alert/error device event, an abnormal record. */
export const ALARM_SOURCES = ['rule', 'event', 'abnormal'] as const;
/** What raised an alarm. */
export type AlarmSource = (typeof ALARM_SOURCES)[number];

/** An alarm's state as the page filters it: active or cleared, each acknowledged or not. */
export const ALARM_STATUSES = ['active_unack', 'active_ack', 'cleared_unack', 'cleared_ack'] as const;
/** An alarm's state. */
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** Who acted when the platform did (raised, counted, cleared on recovery). */
export const ALARM_SYSTEM_ACTOR = 'system';

/** Limits of alarms: ids per batch call, a comment's length, a source key's length. */
export const ALARM_LIMITS = {
  batchMax: 500,
  commentMax: 1_000,
  sourceKeyMax: IOT_MODEL_LIMITS.nameMax,
} as const;

/** An alarm: one open per device, source and source key; repeats raise its count. */
export const alarmSchema = z.object({
  id: z.number().int(),
  iotId: z.string(),
  devKey: z.string(),
  /** The device's current name (empty once the device is deleted). */
  deviceName: z.string(),
  projectCode: z.string(),
  source: z.enum(ALARM_SOURCES),
  /** The rule's name, the event's identifier or the abnormal kind. */
  sourceKey: z.string(),
  severity: z.enum(ALARM_SEVERITIES),
  /** Reports that met the condition while it was open (the raising one is 1). */
  count: z.number().int(),
  /** When it was raised (epoch ms; the raising sample's time). */
  firstTime: z.number().int(),
  /** The latest report that met the condition (epoch ms). */
  lastTime: z.number().int(),
  acknowledged: z.boolean(),
  /** The account that acknowledged it, or null. */
  ackBy: z.string().nullable(),
  ackTime: z.number().int().nullable(),
  cleared: z.boolean(),
  /** The account that cleared it, `system` when its condition recovered, or null. */
  clearedBy: z.string().nullable(),
  clearTime: z.number().int().nullable(),
});
/** An alarm. */
export type Alarm = z.infer<typeof alarmSchema>;

/** An alarm's state from its two flags (what the `status` filter matches). */
export const alarmStatusOf = (alarm: Pick<Alarm, 'acknowledged' | 'cleared'>): AlarmStatus =>
  `${alarm.cleared ? 'cleared' : 'active'}_${alarm.acknowledged ? 'ack' : 'unack'}`;

/** A comment on an alarm: an operator's, or the platform's note of a transition (`system`). */
export const alarmCommentSchema = z.object({
  /** The account, or `system`. */
  by: z.string(),
  text: z.string(),
  time: z.number().int(),
  /** Written by the platform on a transition (raised, acknowledged, cleared). */
  system: z.boolean(),
});
/** A comment on an alarm. */
export type AlarmComment = z.infer<typeof alarmCommentSchema>;

/** An alarm with its comments, oldest first. */
export const alarmDetailSchema = alarmSchema.extend({ comments: z.array(alarmCommentSchema) });
/** An alarm with its comments. */
export type AlarmDetail = z.infer<typeof alarmDetailSchema>;

/** Alarm filters: project, device, severity, state, source (and rule), standard model and raised-time range. */
export const alarmPageSchema = fromNotAfterTo(
  pageParamsSchema
    .extend({
      projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code).optional(),
      iotId: z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax).optional(),
      devKey: z.string().trim().min(1).max(DEVICE_LIMITS.devKeyMax).optional(),
      severity: z.enum(ALARM_SEVERITIES).optional(),
      status: z.enum(ALARM_STATUSES).optional(),
      source: z.enum(ALARM_SOURCES).optional(),
      /** The rule's name, the event's identifier or the abnormal kind. */
      sourceKey: z.string().trim().min(1).max(ALARM_LIMITS.sourceKeyMax).optional(),
      /** Devices of this standard model (a model's rule alarms). */
      stdModelId: z.number().int().positive().max(MAX_RECORD_ID).optional(),
      /** Raised at or after (epoch ms). */
      from: epochMs.optional(),
      /** Raised at or before (epoch ms). */
      to: epochMs.optional(),
    })
    .strict(),
);
/** Alarm filters (parsed). */
export type AlarmPageRequest = z.infer<typeof alarmPageSchema>;

/** An alarm's id in the path. */
export const alarmIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

/** An operator's comment: 1–1,000 characters. */
export const alarmCommentInputSchema = z.strictObject({
  text: z.string().trim().min(1).max(ALARM_LIMITS.commentMax),
});
/** An operator's comment (parsed). */
export type AlarmCommentInput = z.infer<typeof alarmCommentInputSchema>;

/** Alarms to acknowledge or clear at once (at most 500). */
export const alarmBatchSchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).min(1).max(ALARM_LIMITS.batchMax),
});
/** Alarms to act on at once (parsed). */
export type AlarmBatch = z.infer<typeof alarmBatchSchema>;

/** What a batch call did: the ids it changed, and each it did not with the reason key. */
export const alarmBatchResultSchema = z.object({
  succeeded: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), reason: z.enum(REASON_KEYS) })),
});
/** What a batch call did. */
export type AlarmBatchResult = z.infer<typeof alarmBatchResultSchema>;

/** Active (not cleared) alarms by severity within the caller's projects: the top bar's badge. */
export const alarmActiveCountSchema = z.object({
  critical: z.number().int(),
  major: z.number().int(),
  minor: z.number().int(),
  warning: z.number().int(),
});
/** Active alarms by severity. */
export type AlarmActiveCount = z.infer<typeof alarmActiveCountSchema>;

/** What the alarm feed pushes: the caller's active alarms by severity, as GET alarm/active-count answers them. */
export const alarmFeedPushSchema = alarmActiveCountSchema;
