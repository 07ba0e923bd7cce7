import { API_CALL_RESULTS, type apiCallLogPageSchema, LOG_LIMITS } from '@beacon/contracts/log-manage';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldConfig } from '../../components/form-field/field-types';
import { dropEmptyFilters } from '../../components/list-page/list-request';
import type { ListQuery } from '../../components/list-page/list-state';
import { timeRangeToEpoch } from '../../lib/time-range';

/** Model of the date-time range filter; the server takes it as from/to. */
export const TIME_RANGE_MODEL = 'timeRange';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const callResult = (value: unknown) => API_CALL_RESULTS.find((result) => result === value);

/** The page body from the list query: app name (contains) and result as set, the time range as from/to in epoch ms. */
export const apiCallLogPageBody = (query: ListQuery): z.input<typeof apiCallLogPageSchema> => {
  const filters = dropEmptyFilters(query.filters);
  return {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    appName: text(filters.appName),
    result: callResult(filters.result),
    ...timeRangeToEpoch(filters[TIME_RANGE_MODEL]),
  };
};

/** Filter fields of the API call log: time range, app and result. */
export const apiCallLogFields = (t: TFunction): FieldConfig[] => [
  { model: TIME_RANGE_MODEL, label: t('apiCallLog:timeRange'), type: 'datetimerange' },
  { model: 'appName', label: t('apiCallLog:appName'), type: 'text', maxLength: LOG_LIMITS.appName },
  {
    model: 'result',
    label: t('apiCallLog:result'),
    type: 'select',
    clearable: true,
    options: API_CALL_RESULTS.map((result) => ({ value: result, label: t(`apiCallLog:results.${result}`) })),
  },
];
