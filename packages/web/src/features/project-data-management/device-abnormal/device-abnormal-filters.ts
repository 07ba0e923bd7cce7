import { ABNORMAL_STATUSES, ABNORMAL_TYPES, type deviceAbnormalPageSchema } from '@beacon/contracts/device-abnormal';
import type { ProjectOption } from '@beacon/contracts/project-data-management';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { dropEmptyFilters } from '../../../components/list-page/list-request';
import type { ListQuery } from '../../../components/list-page/list-state';
import { timeRangeToEpoch } from '../../../lib/time-range';

/** Model of the open-time range filter; the server takes it as from/to. */
export const TIME_RANGE_MODEL = 'timeRange';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The page body from the list query: project, type and status as set, the date-time range (local
 * 'YYYY-MM-DD HH:mm:ss' strings) as from/to in epoch ms, the end second included entirely.
 */
export const deviceAbnormalPageBody = (query: ListQuery): z.input<typeof deviceAbnormalPageSchema> => {
  const filters = dropEmptyFilters(query.filters);
  return {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    projectCode: text(filters.projectCode),
    type: ABNORMAL_TYPES.find((type) => type === filters.type),
    status: ABNORMAL_STATUSES.find((status) => status === filters.status),
    ...timeRangeToEpoch(filters[TIME_RANGE_MODEL]),
  };
};

/** Filter fields of the abnormal records: project, type, status and open time range. */
export const deviceAbnormalFields = (t: TFunction, projects: readonly ProjectOption[]): FieldConfig[] => [
  {
    model: 'projectCode',
    label: t('deviceAbnormal:project'),
    type: 'select',
    clearable: true,
    componentProps: { showSearch: { optionFilterProp: 'label' } },
    options: projects.map((project) => ({ value: project.projectCode, label: project.projectName })),
  },
  {
    model: 'type',
    label: t('deviceAbnormal:type'),
    type: 'select',
    clearable: true,
    options: ABNORMAL_TYPES.map((type) => ({ value: type, label: t(`deviceAbnormal:types.${type}`) })),
  },
  {
    model: 'status',
    label: t('deviceAbnormal:status'),
    type: 'select',
    clearable: true,
    options: ABNORMAL_STATUSES.map((status) => ({ value: status, label: t(`deviceAbnormal:statuses.${status}`) })),
  },
  { model: TIME_RANGE_MODEL, label: t('deviceAbnormal:timeRange'), type: 'datetimerange' },
];
