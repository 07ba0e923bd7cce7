import type { ThingValue } from '@beacon/contracts/thing-model-value';
import dayjs, { type Dayjs } from 'dayjs';
import i18n from '../i18n';

/** The console's date-time format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The console's date format. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** A time as a Date, epoch milliseconds or seconds (10 digits), or a parseable string. */
export type TimeInput = Date | Dayjs | number | string;

const toDayjs = (value: TimeInput): Dayjs => {
  if (typeof value === 'number' && Math.abs(value) < 1e11) return dayjs(value * 1000);
  if (typeof value === 'string' && /^\d{10}$/.test(value)) return dayjs(Number(value) * 1000);
  if (typeof value === 'string' && /^\d{13}$/.test(value)) return dayjs(Number(value));
  return dayjs(value);
};

/** Format a time as YYYY-MM-DD HH:mm:ss (or the given format); empty or invalid input gives ''. */
export const formatDateTime = (value: TimeInput | null | undefined, format = DATE_TIME_FORMAT): string => {
  if (value == null || value === '') return '';
  const time = toDayjs(value);
  return time.isValid() ? time.format(format) : '';
};

/** Message time: HH:mm today, "yesterday", "day before yesterday", else YYYY-MM-DD. */
export const formatMessageTime = (value: TimeInput, now: TimeInput = new Date()): string => {
  const time = toDayjs(value);
  if (!time.isValid()) return '';
  const days = toDayjs(now).startOf('day').diff(time.startOf('day'), 'day');
  if (days === 0) return time.format('HH:mm');
  if (days === 1) return i18n.t('components:time.yesterday');
  if (days === 2) return i18n.t('components:time.dayBeforeYesterday');
  return time.format(DATE_FORMAT);
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative time: 'just now' under 30 s, then minutes, hours, '1 day ago' up to 2 days, else a date. */
export const formatRelativeTime = (
  value: TimeInput,
  now: TimeInput = new Date(),
  format = DATE_TIME_FORMAT,
): string => {
  const time = toDayjs(value);
  if (!time.isValid()) return '';
  const seconds = (toDayjs(now).valueOf() - time.valueOf()) / 1000;
  if (seconds < 30) return i18n.t('components:time.justNow');
  if (seconds < HOUR) return i18n.t('components:time.minutesAgo', { count: Math.ceil(seconds / MINUTE) });
  if (seconds < DAY) return i18n.t('components:time.hoursAgo', { count: Math.ceil(seconds / HOUR) });
  if (seconds < 2 * DAY) return i18n.t('components:time.oneDayAgo');
  return time.format(format);
};

const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Abbreviate a number with k, M, G, T, P or E, keeping up to `digits` decimals (trailing zeros dropped). */
export const abbreviateNumber = (value: number, digits = 1): string => {
  const size = Math.abs(value);
  for (const unit of UNITS) {
    if (size >= unit.value) {
      const text = (value / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${text}${unit.symbol}`;
    }
  }
  return String(value);
};

/** Decimals a reading shows at most; smaller magnitudes keep three significant digits instead. */
const MAX_DECIMALS = 2;

/**
 * A number as an operator reads it: whole numbers as they are, others rounded to two decimals (three significant
 * digits below 1), without trailing zeros — a float sensor's 21.537284 reads 21.54.
 */
export const readingText = (value: number): string => {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  const rounded = Math.abs(value) >= 1 ? value.toFixed(MAX_DECIMALS) : value.toPrecision(3);
  return String(Number(rounded));
};

/** A value as text with its unit: numbers rounded for reading, strings as they are, arrays and structs as JSON. */
export const valueText = (value: ThingValue, unit: string): string => {
  const text =
    typeof value === 'number' ? readingText(value) : typeof value === 'string' ? value : JSON.stringify(value);
  return unit ? `${text} ${unit}` : text;
};
