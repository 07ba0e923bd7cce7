import { DEVICE_PROTOCOLS, IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';

/** Filter fields of the third-party model list: manufacturer, model number, protocol and name. */
export const thirdModelFields = (t: TFunction): FieldConfig[] => [
  { model: 'manufacturer', label: t('thirdModel:manufacturer'), type: 'text', maxLength: IOT_MODEL_LIMITS.nameMax },
  { model: 'modelNumber', label: t('thirdModel:modelNumber'), type: 'text', maxLength: IOT_MODEL_LIMITS.keyMax },
  {
    model: 'protocol',
    label: t('thirdModel:protocol'),
    type: 'select',
    clearable: true,
    options: DEVICE_PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol })),
  },
  { model: 'name', label: t('thirdModel:name'), type: 'text', maxLength: IOT_MODEL_LIMITS.nameMax },
];
