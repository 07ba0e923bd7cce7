import { DEVICE_PROTOCOLS, type DeviceProtocol, IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import { thirdModelCreateSchema } from '@beacon/contracts/iot-third-model';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
      <Form.Item name="protocol" label={t('protocol')} rules={[{ required: true }]}>
        <Select
          placeholder={t('common:pleaseSelect')}
          options={DEVICE_PROTOCOLS.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('description')}
        rules={[{ type: 'string', max: IOT_MODEL_LIMITS.descriptionMax }]}
      >
        <Input.TextArea maxLength={IOT_MODEL_LIMITS.descriptionMax} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
