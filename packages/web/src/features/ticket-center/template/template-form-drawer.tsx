import {
  type FormField,
  TEMPLATE_KINDS,
  type TemplateKind,
  templateCreateSchema,
  WORK_ORDER_PRIORITIES,
  type WorkOrderPriority,
  type WorkOrderTemplate,
} from '@beacon/contracts/work-order-template';
import { templateEndpoints } from '@beacon/contracts/work-order-template.endpoints';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';
import { hasOptions, TemplateFieldsEditor } from './template-fields-editor';

/** What the template form edits. */
export interface TemplateFormValues {
  name: string;
  kind: TemplateKind;
  defaultPriority: WorkOrderPriority;
  slaHours: number;
  description?: string;
  formFields?: FormField[];
}

const FIELDS = ['name', 'kind', 'defaultPriority', 'slaHours', 'description', 'formFields'] as const;
const shape = templateCreateSchema.shape;

/** A form field as sent: options only for select and radio. */
const wireField = ({ options, ...field }: FormField): FormField =>
  hasOptions(field.type) ? { ...field, options: options ?? [] } : field;

/** The save body of the form. */
export const toTemplateBody = (values: TemplateFormValues) => ({
  name: values.name,
  kind: values.kind,
  defaultPriority: values.defaultPriority,
  slaHours: values.slaHours,
  description: values.description ?? '',
  formFields: (values.formFields ?? []).map((field) => wireField({ ...field, required: field.required === true })),
});

/** Create or edit a work order template in a drawer: its facts and the form its work orders are resolved with. */
export function TemplateFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<WorkOrderTemplate>) {
  const { t } = useTranslation('workOrderTemplate');
  const entityForm = useEntityForm({
    id: record?.id,
    get: templateEndpoints.get,
    save: templateEndpoints.save,
    update: templateEndpoints.update,
    toValues: (template: WorkOrderTemplate): Partial<TemplateFormValues> => ({
      name: template.name,
      kind: template.kind,
      defaultPriority: template.defaultPriority,
      slaHours: template.slaHours,
      description: template.description,
      formFields: template.formFields,
    }),
    defaults: { kind: 'alarm', defaultPriority: 'medium', slaHours: 24, formFields: [] },
    toSaveBody: toTemplateBody,
    toUpdateBody: (values, id) => ({ id, ...toTemplateBody(values) }),
    fields: FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });
  const select = t('common:pleaseSelect');
  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId="template-form-drawer"
      name="template-form"
      width={860}
    >
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="kind" label={t('kind')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={select}
          options={TEMPLATE_KINDS.map((kind) => ({ value: kind, label: t(`values.kind.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item name="defaultPriority" label={t('defaultPriority')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={select}
          options={WORK_ORDER_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`values.defaultPriority.${priority}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="slaHours" label={t('slaHours')} rules={[{ required: true }]}>
        <InputNumber min={1} max={shape.slaHours.maxValue ?? undefined} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('description')}
        rules={[{ max: shape.description.unwrap().maxLength ?? undefined }]}
      >
        <Input.TextArea rows={3} maxLength={shape.description.unwrap().maxLength ?? undefined} showCount />
      </Form.Item>
      <Form.Item label={t('formFields')} required={false}>
        <TemplateFieldsEditor />
      </Form.Item>
    </EntityFormDrawer>
  );
}
