import { DEVICE_PROTOCOLS, IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredChoice } from '../../lib/schema-rules';

/** The protocol a model's devices speak (required), labelled in the page's words. */
export function ModelProtocolItem({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="protocol" label={label} rules={[requiredChoice(t)]}>
      <Select
        placeholder={t('common:pleaseSelect')}
        options={DEVICE_PROTOCOLS.map((value) => ({ value, label: value }))}
      />
    </Form.Item>
  );
}

/** A model's optional description, within the contract's length. */
export function ModelDescriptionItem({ label }: { label: string }) {
  return (
    <Form.Item name="description" label={label} rules={[{ type: 'string', max: IOT_MODEL_LIMITS.descriptionMax }]}>
      <Input.TextArea maxLength={IOT_MODEL_LIMITS.descriptionMax} autoSize={{ minRows: 2, maxRows: 6 }} />
    </Form.Item>
  );
}
