import { type WorkOrder, workOrderCreateSchema } from '@beacon/contracts/work-order';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { WORK_ORDER_PRIORITIES, type WorkOrderPriority } from '@beacon/contracts/work-order-template';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../components/crud/use-form-save';
import { FormDrawer } from '../../../components/form-drawer/form-drawer';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { projectOptions, useProjectChoices } from '../../../components/project/project-choices';
import { useAssigneeAccountChoices } from '../../../components/work-order/assignee-choices';
import { useTemplateChoices } from '../../../components/work-order/template-choices';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';
import { WorkOrderDeviceSelect } from './work-order-device-select';

/** What the manual work order form edits. */
export interface WorkOrderFormValues {
  title: string;
  templateId: number;
  projectCode: string;
  iotId?: string;
  priority?: WorkOrderPriority;
  assigneeAccountId?: number;
}

const FIELDS = ['title', 'templateId', 'projectCode', 'iotId', 'priority', 'assigneeAccountId'] as const;
const shape = workOrderCreateSchema.shape;

/** The save body of the form: empty optional choices left out. */
export const toCreateBody = (values: WorkOrderFormValues) => ({
  title: values.title,
  templateId: values.templateId,
  projectCode: values.projectCode,
  ...(values.iotId ? { iotId: values.iotId } : {}),
  ...(values.priority ? { priority: values.priority } : {}),
  ...(values.assigneeAccountId ? { assigneeAccountId: values.assigneeAccountId } : {}),
});

/** Opens a work order by hand: title, template (its priority by default), project, device, priority, assignee. */
export function WorkOrderFormDrawer({ open, onClose, afterClose }: RecordFormProps<WorkOrder>) {
  const { t } = useTranslation('workOrder');
  const [form] = Form.useForm<WorkOrderFormValues>();
  const templates = useTemplateChoices();
  const projects = useProjectChoices();
  const accounts = useAssigneeAccountChoices();
  const projectCode = Form.useWatch('projectCode', form);
  const { saving, submit } = useFormSave({
    form,
    id: undefined,
    save: workOrderEndpoints.save,
    update: workOrderEndpoints.save,
    toSaveBody: toCreateBody,
    toUpdateBody: toCreateBody,
    fields: FIELDS,
    successText: t('created'),
    onSaved: onClose,
  });
  const select = t('common:pleaseSelect');
  return (
    <FormDrawer
      open={open}
      title={t('createTitle')}
      onClose={onClose}
      afterClose={afterClose}
      saving={saving}
      onSubmit={() => form.submit()}
      testId="work-order-form-drawer"
    >
      <Form<WorkOrderFormValues>
        form={form}
        name="work-order-form"
        layout="vertical"
        onFinish={submit}
        disabled={saving}
        onValuesChange={(changed: Partial<WorkOrderFormValues>) => {
          const template = templates.find((item) => item.id === changed.templateId);
          if (template) form.setFieldValue('priority', template.defaultPriority);
          if ('projectCode' in changed) form.setFieldValue('iotId', undefined);
        }}
      >
        <Form.Item name="title" label={t('title')} validateFirst rules={stringRules(shape.title)}>
          <Input maxLength={shape.title.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="templateId" label={t('template')} rules={[requiredChoice(t)]}>
          <Select
            placeholder={select}
            showSearch={{ optionFilterProp: 'label' }}
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
          />
        </Form.Item>
        <Form.Item name="projectCode" label={t('project')} rules={[requiredChoice(t)]}>
          <Select placeholder={select} showSearch={{ optionFilterProp: 'label' }} options={projectOptions(projects)} />
        </Form.Item>
        <Form.Item name="iotId" label={t('device')}>
          <WorkOrderDeviceSelect projectCode={projectCode} />
        </Form.Item>
        <Form.Item name="priority" label={t('priority')}>
          <Select
            placeholder={select}
            allowClear
            options={WORK_ORDER_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`values.priority.${priority}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="assigneeAccountId" label={t('assignee')}>
          <Select
            placeholder={select}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={accounts.map((account) => ({ value: account.id, label: account.label }))}
          />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
