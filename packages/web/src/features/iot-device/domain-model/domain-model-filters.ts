import { DOMAIN_MODEL_STATUSES, DOMAINS } from '@beacon/contracts/iot-domain-model';
import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';

/** Filter fields of the domain model list (PRODUCT.md §4.1: name, domain, status). */
export const domainModelFields = (t: TFunction): FieldConfig[] => [
  { model: 'name', label: t('domainModel:name'), type: 'text', maxLength: IOT_MODEL_LIMITS.nameMax },
  {
    model: 'domain',
    label: t('domainModel:domain'),
    type: 'select',
    clearable: true,
    options: DOMAINS.map((domain) => ({ value: domain, label: t(`domainModel:domains.${domain}`) })),
  },
  {
    model: 'status',
    label: t('domainModel:status'),
    type: 'select',
    clearable: true,
    options: DOMAIN_MODEL_STATUSES.map((status) => ({ value: status, label: t(`domainModel:statuses.${status}`) })),
  },
];
