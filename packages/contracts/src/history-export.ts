import { z } from 'zod';
import { DEVICE_LIMITS } from './iot-device';
import { reasonParams } from './issue-refusals';
import { THING_MODEL_LIMITS } from './thing-model-fields';

/** Longest range one history export covers, in days. */
export const HISTORY_EXPORT_MAX_DAYS = 31;
/** Rows an xlsx sheet holds besides its header (1,048,576 in all); more rows are exported as CSV instead. */
export const HISTORY_XLSX_MAX_ROWS = 1_000_000;
/** History exports one account may have running at once; another answers 429. */
export const HISTORY_EXPORTS_PER_ACCOUNT = 1;
/** History exports one server runs at once; another answers 429. */
export const HISTORY_EXPORTS_PER_SERVER = 4;

const DAY_MS = 86_400_000;
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

/** A device's history to export: one property (attrKey) or all, between from and to (inclusive). */
export const historyExportSchema = z
  .strictObject({
    iotId: z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax),
    /** One property; absent: every property of the device. */
    attrKey: z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax).optional(),
    from: epochMs,
    to: epochMs,
  })
  .refine((range) => range.from <= range.to, {
    message: 'must not be after to',
    path: ['from'],
    params: reasonParams('fromAfterTo'),
  })
  .refine((range) => range.to - range.from <= HISTORY_EXPORT_MAX_DAYS * DAY_MS, {
    message: `the range spans more than ${HISTORY_EXPORT_MAX_DAYS} days`,
    path: ['to'],
    params: reasonParams('rangeTooLong', { max: HISTORY_EXPORT_MAX_DAYS }),
  });
/** A history export request (parsed). */
export type HistoryExportRequest = z.infer<typeof historyExportSchema>;
