import { DEVICE_LIMITS } from '@beacon/contracts/iot-device';
import { DEVICE_LOG_TYPES, type deviceLogPageSchema } from '@beacon/contracts/telemetry';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { dropEmptyFilters } from '../../../components/list-page/list-request';
import type { ListQuery } from '../../../components/list-page/list-state';
import { timeRangeToEpoch } from '../../../lib/time-range';

/** Model of the date-time range filter; the server takes it as from/to. */
export const TIME_RANGE_MODEL = 'timeRange';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const logType = (value: unknown) => DEVICE_LOG_TYPES.find((type) => type === value);

/**
 * The page body from the list query: devKey and type as set, the date-time range (local
 * 'YYYY-MM-DD HH:mm:ss' strings) as from/to in epoch ms, the end second included entirely.
 */
export const deviceLogPageBody = (query: ListQuery): z.input<typeof deviceLogPageSchema> => {
  const filters = dropEmptyFilters(query.filters);
  return {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    devKey: text(filters.devKey),
    type: logType(filters.type),
    ...timeRangeToEpoch(filters[TIME_RANGE_MODEL]),
  };
};

/** Filter fields of the device log: device (devKey), type and time range. */
export const deviceLogFields = (t: TFunction): FieldConfig[] => [
  { model: 'devKey', label: t('deviceLog:devKey'), type: 'text', maxLength: DEVICE_LIMITS.devKeyMax },
  {
    model: 'type',
    label: t('deviceLog:type'),
    type: 'select',
    clearable: true,
    options: DEVICE_LOG_TYPES.map((type) => ({ value: type, label: t(`deviceLog:types.${type}`) })),
  },
  { model: TIME_RANGE_MODEL, label: t('deviceLog:timeRange'), type: 'datetimerange' },
];
