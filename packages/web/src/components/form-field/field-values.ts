import { DATE_RANGE_DEFAULT_TIME, FILTER_WIDTH } from '@beacon/contracts/constants';
import dayjs, { isDayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../lib/formatters';
import type { FieldConfig } from './field-types';

/** Whether a filter value counts as empty: '', null, undefined or an empty array. */
export const isEmptyValue = (value: unknown): boolean =>
  value === '' || value == null || (Array.isArray(value) && value.length === 0);

const FORMATS: Partial<Record<FieldConfig['type'], string>> = {
  date: DATE_FORMAT,
  daterange: DATE_FORMAT,
  datetimerange: DATE_TIME_FORMAT,
  time: 'HH:mm:ss',
};

/** A control value as sent to the server: picker values become formatted strings. */
export const serializeFieldValue = (field: FieldConfig, value: unknown): unknown => {
  const format = FORMATS[field.type];
  if (!format) return value;
  if (isDayjs(value)) return value.format(format);
  if (Array.isArray(value)) return value.map((item) => (isDayjs(item) ? item.format(format) : item));
  return value;
};

/** All field values as sent to the server. */
export const serializeValues = (
  fields: readonly FieldConfig[],
  values: Record<string, unknown>,
): Record<string, unknown> => {
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) result[field.model] = serializeFieldValue(field, values[field.model]);
  return result;
};

/** The spec filter width of a field (its own width wins). */
export const fieldWidth = (field: FieldConfig): number | undefined => {
  if (field.width) return field.width;
  if (field.type === 'textarea') return FILTER_WIDTH.text;
  return field.type in FILTER_WIDTH ? FILTER_WIDTH[field.type as keyof typeof FILTER_WIDTH] : undefined;
};

/** The default start and end times of a date-time range picker (00:00:00 and 23:59:59). */
export const rangeDefaultTimes = (): [dayjs.Dayjs, dayjs.Dayjs] => {
  const [start, end] = DATE_RANGE_DEFAULT_TIME.map((text) => {
    const [hour = 0, minute = 0, second = 0] = text.split(':').map(Number);
    return dayjs().hour(hour).minute(minute).second(second).millisecond(0);
  });
  return [start ?? dayjs().startOf('day'), end ?? dayjs().endOf('day')];
};

/** Warn developers when two fields share a model name (spec section 5). */
export const warnDuplicateModels = (fields: readonly FieldConfig[], owner: string): void => {
  if (!import.meta.env.DEV) return;
  const seen = new Set<string>();
  for (const { model } of fields) {
    if (seen.has(model)) console.warn(`[${owner}] duplicate field model "${model}"`);
    seen.add(model);
  }
};
