import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import { RULE_SOURCES, ruleCreateSchema, type WorkOrderRule } from '@beacon/contracts/work-order-rule';
import { ruleEndpoints } from '@beacon/contracts/work-order-rule.endpoints';
import { WORK_ORDER_PRIORITIES } from '@beacon/contracts/work-order-template';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { projectOptions, useProjectChoices } from '../../../components/project/project-choices';
import { useAssigneeAccountChoices, useAssigneeRoleChoices } from '../../../components/work-order/assignee-choices';
import { useTemplateChoices } from '../../../components/work-order/template-choices';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';
import { ASSIGNEE_KINDS, RULE_FORM_FIELDS, type RuleFormValues, ruleBody, ruleToValues } from './rule-form-values';

const shape = ruleCreateSchema.shape;
const sourceKeyMax = shape.sourceKey.unwrap().unwrap().maxLength ?? undefined;

/** Create or edit a work order rule in a drawer: which alarms, from which template, assigned to whom. */
export function RuleFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<WorkOrderRule>) {
  const { t } = useTranslation('workOrderRule');
  const templates = useTemplateChoices();
  const projects = useProjectChoices();
  const accounts = useAssigneeAccountChoices();
  const roles = useAssigneeRoleChoices();
  const entityForm = useEntityForm({
    id: record?.id,
    get: ruleEndpoints.get,
    save: ruleEndpoints.save,
    update: ruleEndpoints.update,
    toValues: ruleToValues,
    defaults: {
      minSeverity: 'major',
      source: 'any',
      projectCodes: [],
      assigneeKind: 'none',
      priority: 'medium',
      autoResolve: false,
      enabled: true,
    },
    toSaveBody: ruleBody,
    toUpdateBody: (values: RuleFormValues, id) => ({ id, ...ruleBody(values) }),
    fields: RULE_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });
  const { form } = entityForm;
  const assigneeKind = Form.useWatch('assigneeKind', form);
  const select = t('common:pleaseSelect');
  const choices = <V extends string>(key: string, values: readonly V[]) =>
    values.map((value) => ({ value, label: t(`values.${key}.${value}`) }));
  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId="rule-form-drawer"
      name="rule-form"
    >
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="minSeverity" label={t('minSeverity')} rules={[requiredChoice(t)]}>
        <Select placeholder={select} options={choices('minSeverity', ALARM_SEVERITIES)} />
      </Form.Item>
      <Form.Item name="source" label={t('source')} rules={[requiredChoice(t)]}>
        <Select placeholder={select} options={choices('source', RULE_SOURCES)} />
      </Form.Item>
      <Form.Item name="sourceKey" label={t('sourceKey')} extra={t('sourceKeyHint')} rules={[{ max: sourceKeyMax }]}>
        <Input maxLength={sourceKeyMax} allowClear />
      </Form.Item>
      <Form.Item name="projectCodes" label={t('projects')} extra={t('allProjects')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('allProjects')}
          showSearch={{ optionFilterProp: 'label' }}
          options={projectOptions(projects)}
        />
      </Form.Item>
      <Form.Item name="templateId" label={t('template')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={select}
          showSearch={{ optionFilterProp: 'label' }}
          options={templates.map((template) => ({ value: template.id, label: template.name }))}
          onChange={(id: number) => {
            const template = templates.find((item) => item.id === id);
            if (template) form.setFieldValue('priority', template.defaultPriority);
          }}
        />
      </Form.Item>
      <Form.Item name="priority" label={t('priority')} rules={[requiredChoice(t)]}>
        <Select placeholder={select} options={choices('priority', WORK_ORDER_PRIORITIES)} />
      </Form.Item>
      <Form.Item name="assigneeKind" label={t('assigneeKind')}>
        <Radio.Group options={choices('assigneeKind', ASSIGNEE_KINDS)} />
      </Form.Item>
      {assigneeKind === 'account' && (
        <Form.Item name="assigneeAccountId" label={t('assigneeAccount')} rules={[requiredChoice(t)]}>
          <Select
            placeholder={select}
            showSearch={{ optionFilterProp: 'label' }}
            options={accounts.map((account) => ({ value: account.id, label: account.label }))}
          />
        </Form.Item>
      )}
      {assigneeKind === 'role' && (
        <Form.Item name="assigneeRoleId" label={t('assigneeRole')} rules={[requiredChoice(t)]}>
          <Select
            placeholder={select}
            showSearch={{ optionFilterProp: 'label' }}
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="autoResolve" label={t('autoResolve')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormDrawer>
  );
}
