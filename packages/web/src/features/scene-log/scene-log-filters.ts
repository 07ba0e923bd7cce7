import { LOG_LIMITS, SCENE_LOG_RESULTS, type sceneLogPageSchema } from '@beacon/contracts/log-manage';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldConfig } from '../../components/form-field/field-types';
import { dropEmptyFilters } from '../../components/list-page/list-request';
import type { ListQuery } from '../../components/list-page/list-state';
import { timeRangeToEpoch } from '../../lib/time-range';

/** Model of the date-time range filter; the server takes it as from/to. */
export const TIME_RANGE_MODEL = 'timeRange';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const runResult = (value: unknown) => SCENE_LOG_RESULTS.find((result) => result === value);

/** The page body from the list query: rule name (contains) and result as set, the time range as from/to in epoch ms. */
export const sceneLogPageBody = (query: ListQuery): z.input<typeof sceneLogPageSchema> => {
  const filters = dropEmptyFilters(query.filters);
  return {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    ruleName: text(filters.ruleName),
    result: runResult(filters.result),
    ...timeRangeToEpoch(filters[TIME_RANGE_MODEL]),
  };
};

/** Filter fields of the scene log: time range, rule and result. */
export const sceneLogFields = (t: TFunction): FieldConfig[] => [
  { model: TIME_RANGE_MODEL, label: t('sceneLog:timeRange'), type: 'datetimerange' },
  { model: 'ruleName', label: t('sceneLog:ruleName'), type: 'text', maxLength: LOG_LIMITS.ruleName },
  {
    model: 'result',
    label: t('sceneLog:result'),
    type: 'select',
    clearable: true,
    options: SCENE_LOG_RESULTS.map((result) => ({ value: result, label: t(`sceneLog:results.${result}`) })),
  },
];
