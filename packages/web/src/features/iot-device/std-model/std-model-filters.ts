import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';
import type { StdModelLookups } from './std-model-lookups';

/** Filter fields of the standard model list: name, productKey, product group, device category. */
export const stdModelFields = (t: TFunction, lookups: StdModelLookups): FieldConfig[] => [
  { model: 'name', label: t('stdModel:name'), type: 'text', maxLength: IOT_MODEL_LIMITS.nameMax },
  { model: 'productKey', label: t('stdModel:productKey'), type: 'text', maxLength: IOT_MODEL_LIMITS.keyMax },
  { model: 'groupId', label: t('stdModel:group'), type: 'select', clearable: true, options: lookups.groupChoices },
  {
    model: 'categoryId',
    label: t('stdModel:category'),
    type: 'select',
    clearable: true,
    options: lookups.categoryChoices,
  },
];
