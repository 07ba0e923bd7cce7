import { z } from 'zod';
import { DEVICE_LIMITS } from './iot-device';
import { reasonParams } from './issue-refusals';
import { PROJECT_LIMITS } from './project-data-management';
import { epochMs, thingValueSchema } from './telemetry';
import { THING_MODEL_LIMITS } from './thing-model-fields';

/** Where third-party applications call the gateway: `/gateway` + the API's path. */
export const GATEWAY_RUNTIME_PREFIX = '/gateway';

/** The runtime's fixed limits. */
export const GATEWAY_RUNTIME_LIMITS = {
  /** Largest body the gateway reads at all (a `request-size` plugin can only lower it): 413 past it. */
  bodyMaxBytes: 10 * 1024 * 1024,
  /** Largest upstream reply relayed (502 past it). */
  upstreamReplyMaxBytes: 10 * 1024 * 1024,
  /** How long an application's nonce stays used (ms). */
  nonceTtlMs: 10 * 60 * 1000,
  /** How far `created` may be off the server's clock, either way (seconds). */
  maxSkewSeconds: 300,
  /** `device-list`'s largest page. */
  deviceListLimitMax: 100,
  /** `device-history`'s longest range (ms) and most points. */
  historyRangeMaxMs: 31 * 24 * 60 * 60 * 1000,
  historyPointsMax: 10_000,
} as const;

/**
 * The order the gateway applies an API's plugins in (after the signature, the digest, the API and the app's
 * binding): who may call first, then how much, then how the exchange looks.
 */
export const RUNTIME_CHECK_ORDER = [
  '401 signature, created, nonce, app',
  '400 Content-Digest',
  '404 online API',
  '403 closed app, API not bound, ip-restriction',
  '413 request-size',
  '429 rate-limit',
] as const;

const L = GATEWAY_RUNTIME_LIMITS;
const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const iotId = z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax);

/** `device-list`'s query: a page of the devices of the app's bound projects, optionally one of them. */
export const builtinDeviceListQuerySchema = z.strictObject({
  offset: queryInt(0, 1_000_000).default(0),
  limit: queryInt(1, L.deviceListLimitMax).default(20),
  projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code).optional(),
});
/** One device as `device-list` answers it. */
export const builtinDeviceSchema = z.object({
  iotId: z.string(),
  devKey: z.string(),
  name: z.string(),
  projectCode: z.string(),
  online: z.boolean(),
  lastOnlineTime: z.number().int().nullable(),
});
/** `device-list`'s object. */
export const builtinDevicePageSchema = z.object({ records: z.array(builtinDeviceSchema), total: z.number().int() });

/** `device-latest`'s query. */
export const builtinLatestQuerySchema = z.strictObject({ iotId });
/** One property's latest value. */
export const builtinLatestSchema = z.object({ attrKey: z.string(), value: thingValueSchema, valueTime: z.number() });

/** `device-history`'s query: one property between two times (epoch ms, inclusive, at most 31 days). */
export const builtinHistoryQuerySchema = z
  .strictObject({
    iotId,
    attrKey: z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax),
    from: z.coerce.number().pipe(epochMs),
    to: z.coerce.number().pipe(epochMs),
  })
  .refine((range) => range.from <= range.to, {
    message: 'must not be after to',
    path: ['from'],
    params: reasonParams('fromAfterTo'),
  })
  .refine((range) => range.to - range.from <= L.historyRangeMaxMs, {
    message: 'the range must not exceed 31 days',
    path: ['to'],
    params: reasonParams('rangeTooLong', { max: 31 }),
  });
/** One stored value of `device-history`. */
export const builtinHistoryPointSchema = z.object({ value: thingValueSchema, ts: z.number() });
