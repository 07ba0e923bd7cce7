import { z } from 'zod';
import { pageParamsSchema } from './protocol';
import { fromNotAfterTo } from './time-range';

/** Paths of the API call log and the scene log (spec resources `api-call-log`, `scene-log` under /api/v1). */
export const LOG_PATHS = {
  apiCallLog: '/api/v1/api-call-log',
  sceneLog: '/api/v1/scene-log',
} as const;

/** Column sizes of the two logs; the writers cut longer values to them, filters never exceed them. */
export const LOG_LIMITS = {
  appId: 64,
  appName: 128,
  apiName: 128,
  method: 8,
  path: 512,
  clientIp: 64,
  requestId: 64,
  errorMessage: 1024,
  reason: 64,
  ruleId: 64,
  ruleName: 128,
  trigger: 128,
  detail: 2000,
} as const;

/** Outcomes of a gateway call. */
export const API_CALL_RESULTS = ['success', 'fail'] as const;
/** Outcome of a gateway call. */
export type ApiCallResult = (typeof API_CALL_RESULTS)[number];

/** Outcomes of an automation run. */
export const SCENE_LOG_RESULTS = ['success', 'fail', 'skipped'] as const;
/** Outcome of an automation run. */
export type SceneLogResult = (typeof SCENE_LOG_RESULTS)[number];

const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);

/** One call a third-party app made through the gateway. */
export const apiCallLogSchema = z.object({
  id: z.number().int(),
  /** The calling application's appId. */
  appId: z.string(),
  /** The application's name at the time of the call. */
  appName: z.string(),
  /** The called API's id (null when no online API matched). */
  apiId: z.number().int().nullable(),
  /** The called API's name (empty when no online API matched). */
  apiName: z.string(),
  /** HTTP method of the call. */
  method: z.string(),
  /** Gateway path called (no query string). */
  path: z.string(),
  /** HTTP status answered to the app. */
  httpStatus: z.number().int(),
  /** success (2xx from the upstream) or fail (refused by the gateway or failed upstream). */
  result: z.enum(API_CALL_RESULTS),
  /** Gateway latency in milliseconds. */
  durationMs: z.number().int(),
  /** The caller's IP address. */
  clientIp: z.string(),
  /** The gateway's request id (also sent to the upstream). */
  requestId: z.string(),
  /** Why the call failed; empty on success. */
  errorMessage: z.string(),
  /** The refusal's reason key (one of contracts' REASONS when refused); empty on success. */
  reason: z.string(),
  /** Bytes of the request body received. */
  bytesIn: z.number().int().nonnegative(),
  /** Bytes of the response body sent. */
  bytesOut: z.number().int().nonnegative(),
  /** When the call arrived (epoch ms). */
  createDate: z.number().int(),
});
/** One gateway call. */
export type ApiCallLog = z.infer<typeof apiCallLogSchema>;

/** API call log filters: time range (inclusive), app (appId exact, appName contains), API name, result. */
export const apiCallLogPageSchema = fromNotAfterTo(
  pageParamsSchema
    .extend({
      from: epochMs.optional(),
      to: epochMs.optional(),
      appId: text(LOG_LIMITS.appId).optional(),
      appName: text(LOG_LIMITS.appName).optional(),
      apiName: text(LOG_LIMITS.apiName).optional(),
      result: z.enum(API_CALL_RESULTS).optional(),
    })
    .strict(),
);
/** API call log filters (parsed). */
export type ApiCallLogPageRequest = z.infer<typeof apiCallLogPageSchema>;

/** One automation run: an alarm raised or cleared, a work order opened by a rule, an event pushed, an indicator evaluated. */
export const sceneLogSchema = z.object({
  id: z.number().int(),
  /** The rule's id in the module that owns it. */
  ruleId: z.string(),
  /** The rule's name at the time of the run. */
  ruleName: z.string(),
  /** What set the rule off (e.g. a device event, a schedule, an alarm). */
  trigger: z.string(),
  /** success, fail or skipped (conditions not met). */
  result: z.enum(SCENE_LOG_RESULTS),
  /** What the run did or why it failed. */
  detail: z.string(),
  /** When the run happened (epoch ms). */
  createDate: z.number().int(),
});
/** One automation run. */
export type SceneLog = z.infer<typeof sceneLogSchema>;

/** Scene log filters: time range (inclusive), rule (ruleId exact, ruleName contains), result. */
export const sceneLogPageSchema = fromNotAfterTo(
  pageParamsSchema
    .extend({
      from: epochMs.optional(),
      to: epochMs.optional(),
      ruleId: text(LOG_LIMITS.ruleId).optional(),
      ruleName: text(LOG_LIMITS.ruleName).optional(),
      result: z.enum(SCENE_LOG_RESULTS).optional(),
    })
    .strict(),
);
/** Scene log filters (parsed). */
export type SceneLogPageRequest = z.infer<typeof sceneLogPageSchema>;
