import { PlusOutlined } from '@ant-design/icons';
import { ALARM_PAGE } from '@beacon/contracts/alarm.endpoints';
import { type AlarmRule, type AlarmSeverity, alarmRuleName, IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEVERITY_COLORS } from '../../../components/alarm/alarm-colors';
import { ask } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { DataTable } from '../../../components/data-table/data-table';
import { Permission } from '../../../components/permission/permission';
import { alarmRuleProblem } from './alarm-rule-check';
import { AlarmRuleDialog } from './alarm-rule-dialog';
import { stdModelRuleAlarmsPath } from './std-model-paths';

/** Props of the alarm rules table. */
export interface AlarmRulesTableProps {
  rules: readonly AlarmRule[];
  /** The saved model (its rules' alarms are linked). */
  stdModelId: number;
  /** The model's properties (rules watch one of them). */
  properties: readonly PropertyDef[];
  readOnly: boolean;
  onChange: (rules: AlarmRule[]) => void;
}

type Row = AlarmRule & { position: number };

/** The alarm rules of a standard model (stored with it): add, edit, delete; a rule the model no longer fits is flagged. */
export function AlarmRulesTable({ rules, stdModelId, properties, readOnly, onChange }: AlarmRulesTableProps) {
  const { t } = useTranslation('stdModel');
  const dialog = useOverlay<{ index?: number }>();
  const nameOf = (identifier: string) => properties.find((property) => property.identifier === identifier)?.name;
  const columns: ColumnsType<Row> = [
    { title: t('ruleName'), key: 'name', width: 180, render: (_value, row) => alarmRuleName(row) },
    {
      title: t('ruleProperty'),
      dataIndex: 'property',
      width: 200,
      render: (identifier: string, row) => {
        const problem = alarmRuleProblem(row, properties, t);
        const name = nameOf(identifier);
        return (
          <>
            {name ? `${name} (${identifier})` : identifier}
            {problem && (
              <div className="ant-form-item-explain-error" role="alert">
                {problem.message}
              </div>
            )}
          </>
        );
      },
    },
    { title: t('ruleCondition'), dataIndex: 'condition', width: 80 },
    { title: t('ruleValue'), dataIndex: 'value', width: 100 },
    { title: t('ruleDuration'), dataIndex: 'durationSeconds', width: 110 },
    {
      title: t('ruleSeverity'),
      dataIndex: 'severity',
      width: 100,
      render: (severity: AlarmSeverity) => <Tag color={SEVERITY_COLORS[severity]}>{t(`severities.${severity}`)}</Tag>,
    },
    {
      title: t('ruleAlarms'),
      key: 'alarms',
      width: 100,
      // The event center raises the rule's alarms: its page, filtered to this rule of this model.
      render: (_value, row) => (
        <Permission pageId={ALARM_PAGE}>
          <Link to={stdModelRuleAlarmsPath(stdModelId, alarmRuleName(row))} data-testid="alarm-rule-alarms">
            {t('ruleAlarmsLink')}
          </Link>
        </Permission>
      ),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: t('pageKit:actionsTitle'),
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => dialog.show({ index: row.position })}>
            {t('pageKit:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={async () => {
              if (await ask('delete', row)) onChange(rules.filter((_rule, index) => index !== row.position));
            }}
          >
            {t('pageKit:delete')}
          </Button>
        </Space>
      ),
    });
  }
  const editing = dialog.state?.target.index;
  return (
    <>
      {!readOnly && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => dialog.show({})}
          disabled={rules.length >= IOT_MODEL_LIMITS.alarmRulesMax}
          data-testid="alarm-rule-add"
        >
          {t('ruleAdd')}
        </Button>
      )}
      <DataTable<Row>
        rowKey="position"
        data-testid="alarm-rules"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={rules.map((rule, position) => ({ ...rule, position }))}
      />
      {dialog.state && (
        <AlarmRuleDialog
          key={dialog.state.key}
          open={dialog.state.open}
          rule={editing === undefined ? undefined : rules[editing]}
          properties={properties}
          takenNames={rules.filter((_rule, index) => index !== editing).map(alarmRuleName)}
          onSave={(rule) => {
            onChange(
              editing === undefined ? [...rules, rule] : rules.map((old, index) => (index === editing ? rule : old)),
            );
            dialog.close();
          }}
          onClose={dialog.close}
          afterClose={dialog.afterClose}
        />
      )}
    </>
  );
}
