import {
  ALARM_CONDITIONS,
  ALARM_SEVERITIES,
  type AlarmCondition,
  type AlarmRule,
  type AlarmSeverity,
  alarmRuleName,
  IOT_MODEL_LIMITS,
  ORDER_CONDITIONS,
} from '@beacon/contracts/iot-model';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { isNumericType } from '@beacon/contracts/thing-model-data-type';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { requiredChoice } from '../../../lib/schema-rules';
import { alarmRuleProblem, watchable } from './alarm-rule-check';

interface RuleValues {
  name?: string;
  property?: string;
  condition?: AlarmCondition;
  value?: number | null;
  durationSeconds?: number | null;
  severity?: AlarmSeverity;
}

/** Props of the alarm rule dialog. */
export interface AlarmRuleDialogProps {
  open: boolean;
  /** The rule to edit; absent = add. */
  rule?: AlarmRule;
  properties: readonly PropertyDef[];
  /** The names of the model's other rules (a rule's name is unique within its model). */
  takenNames?: readonly string[];
  onSave: (rule: AlarmRule) => void;
  onClose: () => void;
  afterClose?: () => void;
}

/** The choices of a bool or enum property's value: its labelled values. */
const valueChoices = (property: PropertyDef | undefined) => {
  const dataType = property?.dataType;
  if (dataType?.type !== 'bool' && dataType?.type !== 'enum') return undefined;
  return Object.entries(dataType.specs).map(([value, label]) => ({
    value: Number(value),
    label: `${value}: ${label}`,
  }));
};

/** Add or edit an alarm rule: its name (optional), property, condition, value, for how many seconds, severity. */
export function AlarmRuleDialog({
  open,
  rule,
  properties,
  takenNames = [],
  onSave,
  onClose,
  afterClose,
}: AlarmRuleDialogProps) {
  const { t } = useTranslation('stdModel');
  const [form] = Form.useForm<RuleValues>();
  const chosen: string | undefined = Form.useWatch('property', form);
  const property = properties.find((candidate) => candidate.identifier === chosen);
  const numeric = property ? isNumericType(property.dataType) : true;
  const choices = valueChoices(property);
  const conditions = numeric ? ALARM_CONDITIONS : ALARM_CONDITIONS.filter((c) => !ORDER_CONDITIONS.includes(c));

  const finish = (values: RuleValues) => {
    const name = values.name?.trim();
    const next: AlarmRule = {
      ...(name && { name }),
      property: values.property ?? '',
      condition: values.condition ?? '==',
      value: values.value ?? 0,
      durationSeconds: values.durationSeconds ?? 0,
      severity: values.severity ?? 'warning',
    };
    const problem = alarmRuleProblem(next, properties, t);
    const taken = takenNames.includes(alarmRuleName(next));
    if (problem) form.setFields([{ name: problem.field, errors: [problem.message] }]);
    else if (taken)
      form.setFields([{ name: 'name', errors: [t('reasons:duplicateRuleName', { name: alarmRuleName(next) })] }]);
    else onSave(next);
  };

  return (
    <FormDialog
      open={open}
      title={rule ? t('ruleEditTitle') : t('ruleAddTitle')}
      saving={false}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="alarm-rule-dialog"
    >
      <Form<RuleValues>
        form={form}
        name="alarm-rule"
        layout="vertical"
        initialValues={rule ?? { condition: '>', durationSeconds: 0, severity: 'major' }}
        onFinish={finish}
      >
        <Form.Item name="name" label={t('ruleName')} extra={t('ruleNameHint')}>
          <Input maxLength={IOT_MODEL_LIMITS.nameMax} allowClear data-testid="alarm-rule-name" />
        </Form.Item>
        <Form.Item name="property" label={t('ruleProperty')} rules={[requiredChoice(t)]}>
          <Select
            placeholder={t('common:pleaseSelect')}
            options={properties
              .filter((candidate) => watchable(candidate.dataType))
              .map((candidate) => ({
                value: candidate.identifier,
                label: `${candidate.name} (${candidate.identifier})`,
              }))}
          />
        </Form.Item>
        <Form.Item name="condition" label={t('ruleCondition')} rules={[requiredChoice(t)]}>
          <Select options={conditions.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="value" label={t('ruleValue')} rules={[{ required: true }]}>
          {choices ? <Select options={choices} /> : <InputNumber style={{ width: '100%' }} />}
        </Form.Item>
        <Form.Item name="durationSeconds" label={t('ruleDuration')} rules={[{ required: true }]}>
          <InputNumber min={0} max={IOT_MODEL_LIMITS.durationMaxSeconds} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="severity" label={t('ruleSeverity')} rules={[requiredChoice(t)]}>
          <Select options={ALARM_SEVERITIES.map((value) => ({ value, label: t(`severities.${value}`) }))} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
