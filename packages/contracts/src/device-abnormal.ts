import { z } from 'zod';
import { PROJECT_LIMITS } from './project-data-management';
import { pageParamsSchema } from './protocol';
import { epochMs } from './telemetry';

/** Path of the abnormal-detection records. */
export const DEVICE_ABNORMAL_PATH = '/api/v1/device-abnormal';

/** Kinds of abnormal records: offline too long, silent too long, a value out of range, the same value too often. */
export const ABNORMAL_TYPES = ['offline', 'silent', 'out_of_range', 'stuck'] as const;
/** A kind of abnormal record. */
export type AbnormalType = (typeof ABNORMAL_TYPES)[number];
/** States of an abnormal record: it opens and recovers by itself. */
export const ABNORMAL_STATUSES = ['open', 'recovered'] as const;
/** A state of an abnormal record. */
export type AbnormalStatus = (typeof ABNORMAL_STATUSES)[number];

/** When devices count as abnormal in a project without its own settings. */
export const ABNORMAL_DEFAULTS = {
  /** Offline longer than this many minutes. */
  offlineMinutes: 30,
  /** Online without any report for longer than this many minutes. */
  silentMinutes: 60,
  /** The same value of a property this many times in a row. */
  stuckRepeats: 10,
} as const;

/** Bounds of a project's abnormal-detection settings: minutes up to a week, repeats 2..1000. */
export const ABNORMAL_SETTING_LIMITS = {
  minutesMin: 1,
  minutesMax: 7 * 24 * 60,
  repeatsMin: 2,
  repeatsMax: 1000,
} as const;

const L = ABNORMAL_SETTING_LIMITS;
const settingProjectCode = z.string().trim().min(1).max(PROJECT_LIMITS.code);

/** Which project's abnormal-detection settings to read. */
export const abnormalSettingParamsSchema = z.object({ projectCode: settingProjectCode }).strict();

/** A project's abnormal-detection limits as saved. */
export const abnormalSettingSaveSchema = z
  .object({
    projectCode: settingProjectCode,
    /** Offline longer than this many minutes opens an offline record. */
    offlineMinutes: z.number().int().min(L.minutesMin).max(L.minutesMax),
    /** Online and silent longer than this many minutes opens a silent record. */
    silentMinutes: z.number().int().min(L.minutesMin).max(L.minutesMax),
    /** The same value this many times in a row opens a stuck record. */
    stuckRepeats: z.number().int().min(L.repeatsMin).max(L.repeatsMax),
  })
  .strict();
/** A project's abnormal-detection limits as saved (parsed). */
export type AbnormalSettingSave = z.infer<typeof abnormalSettingSaveSchema>;

/** A project's abnormal-detection limits in force. */
export const abnormalSettingSchema = z.object({
  projectCode: z.string(),
  offlineMinutes: z.number().int(),
  silentMinutes: z.number().int(),
  stuckRepeats: z.number().int(),
  /** False while the project uses the defaults (nothing saved). */
  custom: z.boolean(),
});
/** A project's abnormal-detection limits in force. */
export type AbnormalSetting = z.infer<typeof abnormalSettingSchema>;

/** An abnormal record of a device (and, for out_of_range and stuck, one of its properties). */
export const deviceAbnormalSchema = z.object({
  id: z.number().int(),
  iotId: z.string(),
  devKey: z.string(),
  projectCode: z.string(),
  type: z.enum(ABNORMAL_TYPES),
  /** The property, or empty for offline and silent. */
  attrKey: z.string(),
  /** The offending value as JSON text, or empty. */
  value: z.string(),
  status: z.enum(ABNORMAL_STATUSES),
  openTime: z.number().int(),
  recoverTime: z.number().int().nullable(),
});
/** An abnormal record. */
export type DeviceAbnormal = z.infer<typeof deviceAbnormalSchema>;

/** Abnormal record filters: project, type, status and the open time range. */
export const deviceAbnormalPageSchema = pageParamsSchema
  .extend({
    projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code).optional(),
    type: z.enum(ABNORMAL_TYPES).optional(),
    status: z.enum(ABNORMAL_STATUSES).optional(),
    from: epochMs.optional(),
    to: epochMs.optional(),
  })
  .strict();
/** Abnormal record filters (parsed). */
export type DeviceAbnormalPageRequest = z.infer<typeof deviceAbnormalPageSchema>;
