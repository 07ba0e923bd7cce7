import type { DeviceProtocol } from '@beacon/contracts/iot-model';
import { thirdModelCreateSchema } from '@beacon/contracts/iot-third-model';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModelDescriptionItem, ModelProtocolItem } from '../../../components/thing-model-page/model-form-items';
import { schemaRule, stringRules } from '../../../lib/schema-rules';

/** What the third-party model drawer edits (the thing model itself is edited on the detail page). */
export interface ThirdModelFormValues {
  name: string;
  manufacturer: string;
  modelNumber: string;
  protocol: DeviceProtocol;
  description?: string;
}

/** Field names of the form, for contract issues and server messages. */
export const THIRD_MODEL_FORM_FIELDS = ['name', 'manufacturer', 'modelNumber', 'protocol', 'description'] as const;

const shape = thirdModelCreateSchema.shape;

/** The wire fields of the form's values. */
export const thirdModelWireFields = (values: ThirdModelFormValues) => ({
  name: values.name,
  manufacturer: values.manufacturer,
  modelNumber: values.modelNumber,
  protocol: values.protocol,
  description: values.description ?? '',
});

/** The third-party model form's fields, with the contract's limits as rules. */
export function ThirdModelFormFields() {
  const { t } = useTranslation('thirdModel');
  return (
    <>
      <Form.Item name="manufacturer" label={t('manufacturer')} validateFirst rules={stringRules(shape.manufacturer)}>
        <Input maxLength={shape.manufacturer.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item
        name="modelNumber"
        label={t('modelNumber')}
        validateFirst
        rules={[...stringRules(shape.modelNumber), schemaRule(shape.modelNumber, t('keyRule'))]}
      >
        <Input maxLength={shape.modelNumber.maxLength ?? undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <ModelProtocolItem label={t('protocol')} />
      <ModelDescriptionItem label={t('description')} />
    </>
  );
}
