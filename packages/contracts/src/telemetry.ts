import { z } from 'zod';
import { DEVICE_LIMITS } from './iot-device';
import { reasonParams } from './issue-refusals';
import { PROJECT_LIMITS } from './project-data-management';
import { pageParamsSchema } from './protocol';
import { refusalSchema } from './reasons';
import { EVENT_TYPES } from './thing-model';
import { THING_MODEL_LIMITS } from './thing-model-fields';
import type { ThingValue } from './thing-model-value';
import { fromNotAfterTo } from './time-range';

/** Paths of the telemetry resources (PRODUCT.md §4.2). */
export const TELEMETRY_PATHS = {
  deviceData: '/api/v1/iothub/device-data',
  deviceLog: '/api/v1/iothub/device-log',
  deviceEvent: '/api/v1/iothub/device-event',
  ingest: '/api/v1/iothub/ingest',
  realtime: '/api/v1/iothub/ws/realtime',
} as const;

/** Root of every device topic; a device may use only `beacon/{its devKey}/...`. */
export const TOPIC_ROOT = 'beacon';

/** The uplink topic of a device's property report. */
export const propertiesTopic = (devKey: string): string => `${TOPIC_ROOT}/${devKey}/properties`;
/** The uplink topic of a device's event report. */
export const eventTopic = (devKey: string, identifier: string): string =>
  `${TOPIC_ROOT}/${devKey}/events/${identifier}`;

/** What an uplink topic carries. */
export type UplinkTopic =
  | { kind: 'properties'; devKey: string }
  | { kind: 'event'; devKey: string; identifier: string };

/** Reads an uplink topic (`beacon/{devKey}/properties` or `beacon/{devKey}/events/{identifier}`), or null. */
export const parseUplinkTopic = (topic: string): UplinkTopic | null => {
  const parts = topic.split('/');
  if (parts[0] !== TOPIC_ROOT || !parts[1]) return null;
  if (parts.length === 3 && parts[2] === 'properties') return { kind: 'properties', devKey: parts[1] };
  if (parts.length === 4 && parts[2] === 'events' && parts[3]) {
    return { kind: 'event', devKey: parts[1], identifier: parts[3] };
  }
  return null;
};

/** A value of the thing-model language on the wire (bool travels as 0/1). */
export const thingValueSchema: z.ZodType<ThingValue> = z.lazy(() =>
  z.union([z.number(), z.string(), z.array(thingValueSchema), z.record(z.string(), thingValueSchema)]),
);

/** Most parameters one report may carry. */
export const MAX_REPORT_PARAMS = 256;

/** An uplink report: optional device time (epoch ms) and the values by identifier. */
export const uplinkSchema = z.object({
  ts: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  params: z
    .record(z.string().max(THING_MODEL_LIMITS.identifierMax), z.unknown())
    .refine((params) => Object.keys(params).length <= MAX_REPORT_PARAMS, {
      message: `at most ${MAX_REPORT_PARAMS} parameters`,
      params: reasonParams('tooManyItems', { max: MAX_REPORT_PARAMS }),
    }),
});
/** An uplink report (parsed). */
export type Uplink = z.infer<typeof uplinkSchema>;

/** The latest value of one property of one device (a live row). */
export const latestValueSchema = z.object({
  iotId: z.string(),
  devKey: z.string(),
  deviceName: z.string(),
  attrKey: z.string(),
  attrName: z.string(),
  value: thingValueSchema,
  unit: z.string(),
  /** Device time of the value (epoch ms). */
  valueTime: z.number().int(),
  /** When the platform stored it (epoch ms). */
  updateTime: z.number().int(),
});
/** A live row. */
export type LatestValue = z.infer<typeof latestValueSchema>;

const iotIdFilter = z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax);
const attrKeyFilter = z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax);
/** A time in epoch milliseconds. */
export const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

/** Latest values of a project's devices, optionally one device or one property. */
export const latestPageSchema = pageParamsSchema
  .extend({
    projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code),
    /** Part of the device's name (case-insensitive). */
    deviceName: z.string().trim().min(1).max(DEVICE_LIMITS.nameMax).optional(),
    /** Part of the device's devKey (case-insensitive). */
    devKey: z.string().trim().min(1).max(DEVICE_LIMITS.devKeyMax).optional(),
    iotId: iotIdFilter.optional(),
    attrKey: attrKeyFilter.optional(),
  })
  .strict();

/** Most points one history request answers (the newest ones of the range). */
export const MAX_HISTORY_POINTS = 5_000;

/** History of one property of one device between two times (inclusive). */
export const historyRequestSchema = z
  .strictObject({ iotId: iotIdFilter, attrKey: attrKeyFilter, from: epochMs, to: epochMs })
  .refine((range) => range.from <= range.to, {
    message: 'must not be after to',
    path: ['from'],
    params: reasonParams('fromAfterTo'),
  });

/** One stored value. */
export const historyPointSchema = z.object({ value: thingValueSchema, valueTime: z.number().int() });
/** One stored value. */
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** Kinds of device log entries. */
export const DEVICE_LOG_TYPES = ['online', 'offline', 'property', 'event', 'service', 'rejected'] as const;
/** A kind of device log entry. */
export type DeviceLogType = (typeof DEVICE_LOG_TYPES)[number];

/** A device log entry. */
export const deviceLogSchema = z.object({
  id: z.number().int(),
  iotId: z.string(),
  devKey: z.string(),
  deviceName: z.string(),
  type: z.enum(DEVICE_LOG_TYPES),
  /** What happened (the report's JSON, or a sentence). */
  content: z.string(),
  /** Why a message was rejected, in English (for integrators), else empty. */
  reason: z.string(),
  /** The same as reason keys with the refused field and parameters (rows written before reason keys have none). */
  refusals: z.array(refusalSchema).optional(),
  /** When the entry was written (the first refusal it stands for), epoch ms. */
  createDate: z.number().int(),
  /** How many messages the entry stands for: refusals of one reason within a minute share one entry; else 1. */
  count: z.number().int().min(1),
});
/** A device log entry. */
export type DeviceLog = z.infer<typeof deviceLogSchema>;

/** Device log filters: device, type and a time range. */
export const deviceLogPageSchema = pageParamsSchema
  .extend({
    iotId: iotIdFilter.optional(),
    devKey: z.string().trim().min(1).max(DEVICE_LIMITS.devKeyMax).optional(),
    type: z.enum(DEVICE_LOG_TYPES).optional(),
    from: epochMs.optional(),
    to: epochMs.optional(),
  })
  .strict();

/** The device path parameter of the device detail's telemetry reads. */
export const deviceIotIdParamsSchema = z.strictObject({ iotId: iotIdFilter });

/** One device's log page on its detail page: the device log filters but the device, which the path names. */
export const deviceOwnLogPageSchema = deviceLogPageSchema.omit({ iotId: true, devKey: true });
/** One device's log filters (parsed). */
export type DeviceOwnLogPageRequest = z.infer<typeof deviceOwnLogPageSchema>;

/** An event a device reported, with its name and type from the model at the time it was stored. */
export const deviceEventSchema = z.object({
  id: z.number().int(),
  iotId: z.string(),
  devKey: z.string(),
  /** The device's current name (empty once the device is deleted). */
  deviceName: z.string(),
  projectCode: z.string(),
  /** The event's identifier in the model. */
  identifier: z.string(),
  /** The event's name in the model. */
  eventName: z.string(),
  /** The event's severity in the model. */
  eventType: z.enum(EVENT_TYPES),
  /** The event's output data, checked against the model's outputData. */
  params: z.record(z.string(), thingValueSchema),
  /** When it happened: the device's ts, else when received (epoch ms). */
  occurTime: z.number().int(),
  /** When the platform received it (epoch ms). */
  receiveTime: z.number().int(),
});
/** A device event. */
export type DeviceEvent = z.infer<typeof deviceEventSchema>;

/** Device event filters: device, project, event identifier, type and an occurrence time range (inclusive). */
const eventFilterFields = {
  identifier: attrKeyFilter.optional(),
  eventType: z.enum(EVENT_TYPES).optional(),
  from: epochMs.optional(),
  to: epochMs.optional(),
};

/** Device event filters: device, project, event identifier, type and a time range. */
export const deviceEventPageSchema = fromNotAfterTo(
  pageParamsSchema
    .extend({
      iotId: iotIdFilter.optional(),
      devKey: z.string().trim().min(1).max(DEVICE_LIMITS.devKeyMax).optional(),
      projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code).optional(),
      ...eventFilterFields,
    })
    .strict(),
);
/** Device event filters (parsed). */
export type DeviceEventPageRequest = z.infer<typeof deviceEventPageSchema>;

/** One device's events on its detail page: the device event filters but the device, which the path names. */
export const deviceOwnEventPageSchema = fromNotAfterTo(pageParamsSchema.extend(eventFilterFields).strict());
/** One device's event filters (parsed). */
export type DeviceOwnEventPageRequest = z.infer<typeof deviceOwnEventPageSchema>;

/** The device key path parameter of the HTTP ingest. */
export const ingestParamsSchema = z.strictObject({ devKey: z.string().min(1).max(DEVICE_LIMITS.devKeyMax) });
/** The device key and event identifier path parameters of the HTTP event ingest. */
export const ingestEventParamsSchema = ingestParamsSchema.extend({
  identifier: z.string().min(1).max(THING_MODEL_LIMITS.identifierMax),
});

/** What an accepted report did: the values stored and the ones refused with their reasons. */
export const ingestResultSchema = z.object({
  accepted: z.array(z.string()),
  rejected: z.array(z.object({ attrKey: z.string(), reason: z.string() })),
});
/** What an accepted report did. */
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** A project with devices online now: where the real-time page opens when nothing was chosen before. */
export const liveProjectSchema = z.object({ projectCode: z.string(), onlineDevices: z.number().int() });
/** A project with devices online now. */
export type LiveProject = z.infer<typeof liveProjectSchema>;

/** Latest-values page filters (parsed). */
export type LatestPageRequest = z.infer<typeof latestPageSchema>;
/** A history request (parsed). */
export type HistoryRequest = z.infer<typeof historyRequestSchema>;
/** Device log filters (parsed). */
export type DeviceLogPageRequest = z.infer<typeof deviceLogPageSchema>;

/** Close codes of the live-push websocket: no or a bad token, and an account without access to the project. */
export const REALTIME_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

/** Most keys one websocket may watch. */
export const MAX_WATCHED_KEYS = 2_000;

/** The first client message of the live-push websocket. */
export const realtimeHelloSchema = z.strictObject({ accessToken: z.string().min(1).max(4_096) });

/** Every later client message: the keys to watch, replacing the previous list. */
export const realtimeWatchSchema = z
  .array(
    z.strictObject({
      devKey: z.string().min(1).max(DEVICE_LIMITS.devKeyMax),
      attrKey: z.string().min(1).max(THING_MODEL_LIMITS.identifierMax),
    }),
  )
  .max(MAX_WATCHED_KEYS);
/** Keys to watch. */
export type RealtimeWatch = z.infer<typeof realtimeWatchSchema>;

/** One pushed change of a watched key. */
export const realtimeChangeSchema = z.object({
  iotId: z.string(),
  attrKey: z.string(),
  value: thingValueSchema,
  valueTime: z.number().int(),
  updateTime: z.number().int(),
});
/** One pushed change of a watched key. */
export type RealtimeChange = z.infer<typeof realtimeChangeSchema>;
