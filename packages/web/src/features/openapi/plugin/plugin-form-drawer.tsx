import { gatewayNameSchema as nameSchema } from '@beacon/contracts/gateway';
import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { pluginEndpoints } from '@beacon/contracts/gateway-plugin.endpoints';
import { PLUGIN_TYPES, type PluginType } from '@beacon/contracts/gateway-plugin-config';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../components/crud/use-form-save';
import { FormDrawer } from '../../../components/form-drawer/form-drawer';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';
import { PluginConfigFields } from './plugin-config-fields';
import {
  CONFIG_DEFAULTS,
  PLUGIN_FORM_FIELDS,
  type PluginFormValues,
  toPluginBody,
  toPluginValues,
} from './plugin-form-values';

/** Create or edit a gateway plugin: its name, its type, and that type's configuration (checked as typed). */
export function PluginFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<Plugin>) {
  const { t } = useTranslation('gatewayPlugin');
  const [form] = Form.useForm<PluginFormValues>();
  const initial: Partial<PluginFormValues> = record
    ? toPluginValues(record)
    : { type: 'rate-limit', ...CONFIG_DEFAULTS['rate-limit'] };
  const type: PluginType = Form.useWatch('type', form) ?? initial.type ?? 'rate-limit';
  const { saving, submit } = useFormSave({
    form,
    id: record?.id,
    save: pluginEndpoints.save,
    update: pluginEndpoints.update,
    toSaveBody: toPluginBody,
    toUpdateBody: (values: PluginFormValues, id: number) => ({ id, ...toPluginBody(values) }),
    fields: PLUGIN_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });
  return (
    <FormDrawer
      open={open}
      title={record ? t('editTitle') : t('createTitle')}
      onClose={onClose}
      afterClose={afterClose}
      saving={saving}
      onSubmit={() => form.submit()}
      testId="plugin-form-drawer"
    >
      <Form<PluginFormValues>
        form={form}
        name="plugin-form"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        disabled={saving}
        onValuesChange={(changed: Partial<PluginFormValues>) => {
          // A type's fields start from its defaults, unless given before (switching back keeps them).
          const next = changed.type;
          if (next) form.setFieldsValue({ ...CONFIG_DEFAULTS[next], ...form.getFieldsValue(true) });
        }}
      >
        <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(nameSchema)}>
          <Input maxLength={nameSchema.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="type" label={t('type')} rules={[requiredChoice(t)]} extra={t(`typeHints.${type}`)}>
          <Select options={PLUGIN_TYPES.map((value) => ({ value, label: t(`values.type.${value}`) }))} />
        </Form.Item>
        <PluginConfigFields type={type} />
      </Form>
    </FormDrawer>
  );
}
