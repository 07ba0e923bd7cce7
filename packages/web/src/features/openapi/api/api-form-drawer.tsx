import { API_METHODS, apiCreateSchema, BUILTIN_APIS, type OpenApi } from '@beacon/contracts/open-platform-api';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../components/crud/use-form-save';
import { FormDrawer } from '../../../components/form-drawer/form-drawer';
import { JsonSchemaInput, jsonSchemaRule } from '../../../components/json-schema-input/json-schema-input';
import { namedOptions, useAreaChoices, useGroupChoices } from '../../../components/open-api/area-group-choices';
import { useClusterChoices } from '../../../components/open-api/cluster-choices';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';
import { API_FORM_DEFAULTS, API_FORM_FIELDS, type ApiFormValues, toApiBody, toApiValues } from './api-form-values';

const shape = apiCreateSchema.shape;

/**
 * Create or edit an API (a draft or offline one; the list refuses editing an online one): method and gateway path,
 * area and a group of it, how it is served (built-in platform data, or a service cluster and backend path), request
 * and response JSON Schemas (checked as typed), description.
 */
export function ApiFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<OpenApi>) {
  const { t } = useTranslation('openApi');
  const [form] = Form.useForm<ApiFormValues>();
  const areas = useAreaChoices();
  const groups = useGroupChoices();
  const clusters = useClusterChoices();
  const domainId = Form.useWatch('domainId', form);
  const targetKind = Form.useWatch('targetKind', form) ?? (record ? toApiValues(record).targetKind : 'builtin');
  const { saving, submit } = useFormSave({
    form,
    id: record?.id,
    save: openApiEndpoints.save,
    update: openApiEndpoints.update,
    toSaveBody: toApiBody,
    toUpdateBody: (values: ApiFormValues, id: number) => ({ id, ...toApiBody(values) }),
    fields: API_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });
  const select = t('common:pleaseSelect');
  const pathMax = shape.path.maxLength ?? undefined;
  return (
    <FormDrawer
      open={open}
      title={record ? t('editTitle') : t('createTitle')}
      width={768}
      onClose={onClose}
      afterClose={afterClose}
      saving={saving}
      onSubmit={() => form.submit()}
      testId="api-form-drawer"
    >
      <Form<ApiFormValues>
        form={form}
        name="api-form"
        layout="vertical"
        initialValues={record ? toApiValues(record) : API_FORM_DEFAULTS}
        onFinish={submit}
        disabled={saving}
        onValuesChange={(changed: Partial<ApiFormValues>) => {
          if ('domainId' in changed) form.setFieldValue('groupId', undefined);
        }}
      >
        <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
          <Input maxLength={shape.name.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item label={t('path')} required>
          <Space.Compact style={{ display: 'flex' }}>
            <Form.Item name="method" noStyle rules={[requiredChoice(t)]}>
              <Select
                style={{ width: 110 }}
                options={API_METHODS.map((method) => ({ value: method, label: method }))}
              />
            </Form.Item>
            <Form.Item name="path" noStyle validateFirst rules={stringRules(shape.path)}>
              <Input placeholder="/device/{iotId}/latest" maxLength={pathMax} style={{ flex: 1 }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="domainId" label={t('domainId')} rules={[requiredChoice(t)]}>
          <Select placeholder={select} showSearch={{ optionFilterProp: 'label' }} options={namedOptions(areas)} />
        </Form.Item>
        <Form.Item name="groupId" label={t('groupId')} rules={[requiredChoice(t)]}>
          <Select
            placeholder={select}
            showSearch={{ optionFilterProp: 'label' }}
            options={namedOptions(groups.filter((group) => group.domainId === domainId))}
          />
        </Form.Item>
        <Form.Item name="targetKind" label={t('targetKind')}>
          <Radio.Group
            options={(['builtin', 'cluster'] as const).map((kind) => ({
              value: kind,
              label: t(`values.targetKind.${kind}`),
            }))}
          />
        </Form.Item>
        {targetKind === 'builtin' ? (
          <Form.Item name="builtin" label={t('builtin')} rules={[requiredChoice(t)]}>
            <Select
              placeholder={select}
              options={BUILTIN_APIS.map((builtin) => ({ value: builtin, label: t(`values.builtin.${builtin}`) }))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="clusterId" label={t('clusterId')} extra={t('clusterHint')}>
              <Select
                allowClear
                placeholder={select}
                showSearch={{ optionFilterProp: 'label' }}
                options={namedOptions(clusters)}
              />
            </Form.Item>
            <Form.Item
              name="backendPath"
              label={t('backendPath')}
              validateFirst
              rules={[{ required: true }, { max: pathMax }]}
            >
              <Input placeholder="/internal/devices" maxLength={pathMax} />
            </Form.Item>
          </>
        )}
        <Form.Item name="requestSchema" label={t('requestSchema')} rules={[jsonSchemaRule(t)]}>
          <JsonSchemaInput placeholder={t('schemaPlaceholder')} testId="api-request-schema" />
        </Form.Item>
        <Form.Item name="responseSchema" label={t('responseSchema')} rules={[jsonSchemaRule(t)]}>
          <JsonSchemaInput placeholder={t('schemaPlaceholder')} testId="api-response-schema" />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea rows={2} maxLength={shape.description.unwrap().maxLength ?? undefined} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
