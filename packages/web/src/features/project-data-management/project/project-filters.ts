import { PROJECT_LIMITS, PROJECT_STATUSES, PROJECT_TYPES } from '@beacon/contracts/project-data-management';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';

/** Filter fields of the project list; the region is its 6-digit code (a province or city matches all below it). */
export const projectFields = (t: TFunction): FieldConfig[] => [
  { model: 'projectCode', label: t('project:projectCode'), type: 'text', maxLength: PROJECT_LIMITS.code },
  { model: 'projectName', label: t('project:projectName'), type: 'text', maxLength: PROJECT_LIMITS.name },
  {
    model: 'type',
    label: t('project:type'),
    type: 'select',
    clearable: true,
    options: PROJECT_TYPES.map((type) => ({ value: type, label: t(`project:types.${type}`) })),
  },
  {
    model: 'areaCode',
    label: t('project:areaCodeFilter'),
    type: 'text',
    maxLength: 6,
    placeholder: t('project:areaCodePlaceholder'),
  },
  {
    model: 'status',
    label: t('project:status'),
    type: 'select',
    clearable: true,
    options: PROJECT_STATUSES.map((status) => ({ value: status, label: t(`project:statuses.${status}`) })),
  },
];
