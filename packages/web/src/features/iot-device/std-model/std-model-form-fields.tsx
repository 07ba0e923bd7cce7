import { type DeviceProtocol, stdModelCreateSchema } from '@beacon/contracts/iot-model';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModelDescriptionItem, ModelProtocolItem } from '../../../components/thing-model-page/model-form-items';
import { schemaRule, stringRules } from '../../../lib/schema-rules';
import type { StdModelLookups } from './std-model-lookups';

/** What the standard model drawer edits (the thing model itself is edited on the detail page). */
export interface StdModelFormValues {
  productKey: string;
  name: string;
  groupId?: number | null;
  categoryId?: number | null;
  protocol: DeviceProtocol;
  domainModelId?: number | null;
  description?: string;
}

/** Field names of the form, for contract issues and server messages. */
export const STD_MODEL_FORM_FIELDS = [
  'productKey',
  'name',
  'groupId',
  'categoryId',
  'protocol',
  'domainModelId',
  'description',
] as const;

const shape = stdModelCreateSchema.shape;

/** The standard model form's fields; the product key is fixed once created. */
export function StdModelFormFields({ editing, lookups }: { editing: boolean; lookups: StdModelLookups }) {
  const { t } = useTranslation('stdModel');
  const select = t('common:pleaseSelect');
  return (
    <>
      <Form.Item
        name="productKey"
        label={t('productKey')}
        validateFirst
        rules={editing ? [] : [...stringRules(shape.productKey), schemaRule(shape.productKey, t('keyRule'))]}
      >
        <Input disabled={editing} maxLength={shape.productKey.maxLength ?? undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="groupId" label={t('group')}>
        <Select allowClear placeholder={select} options={lookups.groupChoices} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('category')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={select}
          options={lookups.categoryChoices}
        />
      </Form.Item>
      <ModelProtocolItem label={t('protocol')} />
      <Form.Item name="domainModelId" label={t('domainModel')}>
        <Select allowClear placeholder={select} options={lookups.domainChoices} />
      </Form.Item>
      <ModelDescriptionItem label={t('description')} />
    </>
  );
}
