import { RULE_BUTTONS, ruleEndpoints } from '@beacon/contracts/work-order-rule.endpoints';
import { SEVERITY_COLORS } from '../../../components/alarm/alarm-colors';
import { booleanSelect } from '../../../components/page-kit/boolean-filter';
import { definePage } from '../../../components/page-kit/define-page';
import { PRIORITY_COLORS } from '../../../components/work-order/work-order-colors';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { RuleFormDrawer } from './rule-form-drawer';
import { assigneeText, projectsText, useRuleLookups } from './rule-lookups';
import { RuleTestDialog } from './rule-test-dialog';

/**
 * /work-order-rule/list: the rules that open work orders from alarms (filters: name, source, enabled); create and
 * edit in a drawer, test one against the last 100 alarms, delete, export.
 */
export default definePage({
  route: '/work-order-rule/list',
  texts: 'workOrderRule',
  endpoint: ruleEndpoints.page,
  useLookups: useRuleLookups,
  filters: [
    'name',
    'source',
    {
      key: 'enabled',
      control: ({ t }) =>
        booleanSelect({ yes: t('values.enabled.true'), no: t('values.enabled.false'), placeholder: t('all') }),
    },
  ],
  columns: [
    { key: 'name', width: 160 },
    { key: 'minSeverity', width: 110, tags: SEVERITY_COLORS },
    { key: 'source', width: 100, text: (row, { t }) => t(`values.source.${row.source}`) },
    { key: 'sourceKey', width: 140, text: (row) => row.sourceKey ?? '' },
    {
      key: 'projectCodes',
      label: 'projects',
      width: 180,
      text: (row, { t, lookups }) => projectsText(lookups, row.projectCodes, t('allProjects')),
    },
    { key: 'templateName', width: 140 },
    {
      key: 'assigneeAccountId',
      label: 'assignee',
      width: 150,
      text: (row, { t, lookups }) => assigneeText(lookups, row, t('role')),
    },
    { key: 'priority', width: 80, tags: PRIORITY_COLORS },
    { key: 'autoResolve', width: 100, text: (row, { t }) => (row.autoResolve ? t('yes') : t('no')) },
    {
      key: 'enabled',
      width: 90,
      text: (row, { t }) => t(`values.enabled.${row.enabled}`),
      tagColor: (row) => (row.enabled ? 'green' : 'default'),
    },
    { key: 'updateTime', format: 'dateTime', width: 170, only: ['detail', 'export'] },
  ],
  rowActions: [
    { kind: 'dialog', key: 'test', dialog: RuleTestDialog },
    { kind: 'edit', button: RULE_BUTTONS.edit },
    {
      kind: 'delete',
      button: RULE_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(ruleEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 160,
  toolbar: [{ kind: 'create', button: RULE_BUTTONS.create }, 'export'],
  form: RuleFormDrawer,
});
