import type { deviceEventPageSchema } from '@beacon/contracts/telemetry';
import { EVENT_TYPES } from '@beacon/contracts/thing-model';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { dropEmptyFilters } from '../../../components/list-page/list-request';
import type { ListQuery } from '../../../components/list-page/list-state';

/** Model of the occurrence time range filter; the server takes it as from/to. */
export const EVENT_TIME_RANGE_MODEL = 'timeRange';

const epochMs = (text: unknown): number | undefined => {
  if (typeof text !== 'string' || text === '') return undefined;
  const time = dayjs(text);
  return time.isValid() ? time.valueOf() : undefined;
};

/**
 * The page body of one device's events: the event type as set, the date-time range (local
 * 'YYYY-MM-DD HH:mm:ss' strings) as from/to in epoch ms, the end second included entirely.
 */
export const deviceEventPageBody = (iotId: string, query: ListQuery): z.input<typeof deviceEventPageSchema> => {
  const filters = dropEmptyFilters(query.filters);
  const range = filters[EVENT_TIME_RANGE_MODEL];
  const [start, end] = Array.isArray(range) ? range : [];
  const endSecond = epochMs(end);
  return {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    iotId,
    eventType: EVENT_TYPES.find((type) => type === filters.eventType),
    from: epochMs(start),
    to: endSecond === undefined ? undefined : endSecond + 999,
  };
};

/** Filter fields of a device's events: event type and occurrence time range. */
export const deviceEventFields = (t: TFunction): FieldConfig[] => [
  {
    model: 'eventType',
    label: t('device:eventType'),
    type: 'select',
    clearable: true,
    options: EVENT_TYPES.map((type) => ({ value: type, label: t(`device:eventTypes.${type}`) })),
  },
  { model: EVENT_TIME_RANGE_MODEL, label: t('device:eventTimeRange'), type: 'datetimerange' },
];
