import { DEVICE_LIMITS } from '@beacon/contracts/iot-device';
import { THING_MODEL_LIMITS } from '@beacon/contracts/thing-model-fields';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';

/** Filter fields of the live rows: one device (iotId) and one property (attrKey). */
export const deviceDataFields = (t: TFunction): FieldConfig[] => [
  { model: 'iotId', label: t('deviceData:iotId'), type: 'text', maxLength: DEVICE_LIMITS.iotIdMax },
  { model: 'attrKey', label: t('deviceData:attrKey'), type: 'text', maxLength: THING_MODEL_LIMITS.identifierMax },
];
