import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { LOG_LIMITS } from './log-manage';
import { recordIdSchema } from './open-platform';

/** Path of the monitor's statistics (`logtail`, under `/api/v1/gateway`, every reply in form B). */
export const MONITOR_PATH = '/api/v1/gateway/logtail';
/** Page id of the monitor statistics page. */
export const MONITOR_PAGE = 'OpenAPI.monitor';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Limits of one statistics request. */
export const MONITOR_LIMITS = {
  /** Longest range one request covers, in days. */
  maxRangeDays: 92,
  /** Most rows of `items` (the busiest first). */
  itemsMax: 1_000,
} as const;

/** How often the monitor page asks again (ms). */
export const MONITOR_REFRESH_MS = 30_000;

/**
 * The series' step by the range's length: up to 6 h one point a minute, up to 2 days every 5 minutes, up to
 * 31 days every hour, longer ranges one a day (at most 745 points).
 */
export const MONITOR_STEPS: readonly { upToMs: number; stepMs: number }[] = [
  { upToMs: 6 * HOUR_MS, stepMs: MINUTE_MS },
  { upToMs: 2 * DAY_MS, stepMs: 5 * MINUTE_MS },
  { upToMs: 31 * DAY_MS, stepMs: HOUR_MS },
  { upToMs: Number.POSITIVE_INFINITY, stepMs: DAY_MS },
];

/** The series' step (ms) of a range from `from` to `to` (see MONITOR_STEPS). */
export const monitorStepMs = (from: number, to: number): number =>
  MONITOR_STEPS.find((step) => to - from <= step.upToMs)?.stepMs ?? DAY_MS;

const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

/**
 * What to count: calls from `from` to `to` (epoch ms, inclusive; counted by whole minutes, so the minutes they
 * fall in count whole, the current one too), of one API and/or one application when given.
 */
export const monitorRequestSchema = z
  .strictObject({
    from: epochMs,
    to: epochMs,
    /** Only calls of this API. */
    apiId: recordIdSchema.optional(),
    /** Only calls of this application (its appId). */
    appId: z.string().trim().min(1).max(LOG_LIMITS.appId).optional(),
  })
  .refine((range) => range.from <= range.to, {
    message: 'must not be after to',
    path: ['from'],
    params: reasonParams('fromAfterTo'),
  })
  .refine((range) => range.to - range.from <= MONITOR_LIMITS.maxRangeDays * DAY_MS, {
    message: `the range spans more than ${MONITOR_LIMITS.maxRangeDays} days`,
    path: ['to'],
    params: reasonParams('rangeTooLong', { max: MONITOR_LIMITS.maxRangeDays }),
  });
/** A statistics request (parsed). */
export type MonitorRequest = z.infer<typeof monitorRequestSchema>;

/**
 * Counts of a set of calls. An error is a call answered with HTTP status 400 or above (refused by the gateway or
 * failed upstream). Latency percentiles (ms) are estimated from a histogram of 22 log-scale buckets up to 60 s,
 * interpolated linearly within a bucket (60 000 stands for "60 s or more"); null when there was no call.
 */
export const monitorFiguresSchema = z.object({
  /** Calls counted. */
  calls: z.number().int().nonnegative(),
  /** Calls answered with HTTP status ≥ 400. */
  errors: z.number().int().nonnegative(),
  /** Median latency (ms). */
  p50: z.number().nonnegative().nullable(),
  /** 95th percentile latency (ms). */
  p95: z.number().nonnegative().nullable(),
  /** 99th percentile latency (ms). */
  p99: z.number().nonnegative().nullable(),
});
/** Counts and latency of a set of calls. */
export type MonitorFigures = z.infer<typeof monitorFiguresSchema>;

/** One point of the series: the step starting at `time` (epoch ms); steps without calls count 0. */
export const monitorPointSchema = monitorFiguresSchema.extend({ time: z.number().int() });
/** One point of the series. */
export type MonitorPoint = z.infer<typeof monitorPointSchema>;

/** An API's calls in the range (`apiId` null: calls no online API matched). */
export const monitorApiItemSchema = monitorFiguresSchema.extend({
  apiId: z.number().int().nullable(),
  /** The API's name as the calls recorded it. */
  name: z.string(),
});
/** An API's calls in the range. */
export type MonitorApiItem = z.infer<typeof monitorApiItemSchema>;

/** An application's calls in the range (`appId` null: calls of no known application). */
export const monitorAppItemSchema = monitorFiguresSchema.extend({
  appId: z.string().nullable(),
  /** The application's name as the calls recorded it. */
  name: z.string(),
});
/** An application's calls in the range. */
export type MonitorAppItem = z.infer<typeof monitorAppItemSchema>;

/** The statistics of a range: totals, the series over time (step by MONITOR_STEPS), and per-item figures. */
const statsOf = <T extends z.ZodType>(item: T) =>
  z.object({
    total: monitorFiguresSchema,
    series: z.array(monitorPointSchema),
    /** The busiest first (at most MONITOR_LIMITS.itemsMax). */
    items: z.array(item),
  });

/** `logtail/api-count`: the range's statistics with one item per API. */
export const monitorApiCountSchema = statsOf(monitorApiItemSchema);
/** The statistics with one item per API. */
export type MonitorApiCount = z.infer<typeof monitorApiCountSchema>;

/** `logtail/app-count`: the range's statistics with one item per application. */
export const monitorAppCountSchema = statsOf(monitorAppItemSchema);
/** The statistics with one item per application. */
export type MonitorAppCount = z.infer<typeof monitorAppCountSchema>;
