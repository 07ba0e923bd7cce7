import { MONITOR_LIMITS } from '@beacon/contracts/gateway-monitor';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The ranges the monitor offers: the last hour, 24 hours, 7 days, 30 days, or one the operator picks. */
export const MONITOR_PRESETS = ['hour', 'day', 'week', 'month', 'custom'] as const;
/** A range choice. */
export type MonitorPreset = (typeof MONITOR_PRESETS)[number];

const PRESET_MS: Readonly<Record<Exclude<MonitorPreset, 'custom'>, number>> = {
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
};

/** A range in epoch ms, both ends included. */
export interface MonitorRange {
  from: number;
  to: number;
}

/** The range of a choice at `now` (a custom choice: the picked range). */
export const presetRange = (preset: MonitorPreset, now: number, custom: MonitorRange): MonitorRange =>
  preset === 'custom' ? custom : { from: now - PRESET_MS[preset], to: now };

/** Whether a picked range is longer than one request may ask. */
export const rangeTooLong = ({ from, to }: MonitorRange): boolean => to - from > MONITOR_LIMITS.maxRangeDays * DAY;

/** The text key of a series step (ms): minute, fiveMinutes, hour or day. */
export const stepTextKey = (stepMs: number): string =>
  stepMs <= MINUTE ? 'minute' : stepMs <= 5 * MINUTE ? 'fiveMinutes' : stepMs <= HOUR ? 'hour' : 'day';

/** Errors over calls as a percentage with two decimals; '-' without calls. */
export const errorRate = (calls: number, errors: number): string =>
  calls === 0 ? '-' : `${((errors / calls) * 100).toFixed(2)}%`;
