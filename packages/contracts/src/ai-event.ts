import { z } from 'zod';
import { ALARM_LIMITS, alarmBatchResultSchema } from './alarm';
import { DEVICE_LIMITS } from './iot-device';
import { PROJECT_LIMITS } from './project-data-management';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';
import { epochMs } from './telemetry';
import { fromNotAfterTo } from './time-range';

/** Path of the AI events (event center). */
export const AI_EVENT_PATH = '/api/v1/iothub/ai-event';

/** What an AI camera or edge box detected. */
export const AI_ALGORITHMS = ['intrusion', 'fall', 'smoking', 'helmet', 'fire_smoke', 'crowd', 'face'] as const;
/** An AI event's algorithm. */
export type AiAlgorithm = (typeof AI_ALGORITHMS)[number];

/** An AI event's handling state: new events are `unhandled`. */
export const AI_EVENT_STATUSES = ['unhandled', 'handled', 'false_alarm'] as const;
/** An AI event's handling state. */
export type AiEventStatus = (typeof AI_EVENT_STATUSES)[number];
/** What an operator may set an AI event to. */
export const AI_EVENT_HANDLED_STATUSES = ['handled', 'false_alarm'] as const;

/** Image types an AI event may carry, sniffed from the bytes (name and header never trusted). */
export const AI_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Video types an AI event may carry (one clip, alone). */
export const AI_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** A media type an AI event may carry. */
export type AiMediaType = (typeof AI_IMAGE_TYPES)[number] | (typeof AI_VIDEO_TYPES)[number];

/** Limits of AI events: images per event, ids per batch, a note's length, the form's field names. */
export const AI_EVENT_LIMITS = {
  imagesMax: 9,
  videosMax: 1,
  batchMax: ALARM_LIMITS.batchMax,
  noteMax: ALARM_LIMITS.commentMax,
  /** The form field the files travel in. */
  mediaField: 'media',
} as const;

/** One media file of an AI event: a signed URL (expires after MEDIA_URL_TTL_SECONDS) and its sniffed type. */
export const aiEventMediaSchema = z.object({
  /** Signed URL (`expires`, `signature` query parameters); ask the list or detail again for a fresh one. */
  url: z.string(),
  type: z.enum([...AI_IMAGE_TYPES, ...AI_VIDEO_TYPES]),
  /** A smaller image, when the platform has one. */
  thumbnailUrl: z.string().optional(),
});
/** One media file of an AI event. */
export type AiEventMedia = z.infer<typeof aiEventMediaSchema>;

/** An AI event reported by a camera or edge box. */
export const aiEventSchema = z.object({
  id: z.number().int(),
  iotId: z.string(),
  devKey: z.string(),
  /** The device's current name (empty once the device is deleted). */
  deviceName: z.string(),
  projectCode: z.string(),
  algorithm: z.enum(AI_ALGORITHMS),
  /** The detector's confidence, 0–1. */
  confidence: z.number(),
  /** When it happened (epoch ms; the device's `ts`, else the time received). */
  ts: z.number().int(),
  status: z.enum(AI_EVENT_STATUSES),
  media: z.array(aiEventMediaSchema),
  /** The account that handled it, or null. */
  handledBy: z.string().nullable(),
  handledTime: z.number().int().nullable(),
  /** The operator's note when handling, or null. */
  note: z.string().nullable(),
});
/** An AI event. */
export type AiEvent = z.infer<typeof aiEventSchema>;

/** AI event filters: project, device, algorithm, status and time range. */
export const aiEventPageSchema = fromNotAfterTo(
  pageParamsSchema
    .extend({
      projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code).optional(),
      iotId: z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax).optional(),
      devKey: z.string().trim().min(1).max(DEVICE_LIMITS.devKeyMax).optional(),
      algorithm: z.enum(AI_ALGORITHMS).optional(),
      status: z.enum(AI_EVENT_STATUSES).optional(),
      /** Happened at or after (epoch ms). */
      from: epochMs.optional(),
      /** Happened at or before (epoch ms). */
      to: epochMs.optional(),
    })
    .strict(),
);
/** AI event filters (parsed). */
export type AiEventPageRequest = z.infer<typeof aiEventPageSchema>;

/** An AI event's id in the path. */
export const aiEventIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

/** How an operator handled an AI event, with an optional note (at most 1,000 characters). */
export const aiEventHandleSchema = z.strictObject({
  status: z.enum(AI_EVENT_HANDLED_STATUSES),
  note: z.string().trim().max(AI_EVENT_LIMITS.noteMax).optional(),
});
/** How an operator handled an AI event (parsed). */
export type AiEventHandle = z.infer<typeof aiEventHandleSchema>;

/** AI events to handle at once (at most 500), all the same way. */
export const aiEventBatchHandleSchema = aiEventHandleSchema.extend({
  ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).min(1).max(AI_EVENT_LIMITS.batchMax),
});
/** AI events to handle at once (parsed). */
export type AiEventBatchHandle = z.infer<typeof aiEventBatchHandleSchema>;

/** What a batch handling did: the alarms' batch shape, `{succeeded, failed: [{id, reason}]}`. */
export const aiEventBatchResultSchema = alarmBatchResultSchema;

/** The text fields of the ingest form (the files travel in `media`). */
export const aiEventIngestFieldsSchema = z.strictObject({
  algorithm: z.enum(AI_ALGORITHMS),
  /** 0–1, as form text. */
  confidence: z.coerce.number().min(0).max(1),
  /** When it happened (epoch ms, as form text); the time received when absent. */
  ts: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
});
/** The text fields of the ingest form (parsed). */
export type AiEventIngestFields = z.infer<typeof aiEventIngestFieldsSchema>;

/** What the ingest stored: the new event's id and how many files. */
export const aiEventIngestResultSchema = z.object({ id: z.number().int(), media: z.number().int() });

/** A stored media file's key (`<32 hex>.<ext>` of the sniffed type); anything else answers 403 like a bad signature. */
export const aiMediaParamsSchema = z.strictObject({ key: z.string().max(64) });
/**
 * The signed media URL's query: expiry (epoch seconds) and HMAC-SHA256 signature (base64url); checked by the handler,
 * so a missing or altered one answers 403 (mediaUrlInvalid), never a schema's 400.
 */
export const aiMediaQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
