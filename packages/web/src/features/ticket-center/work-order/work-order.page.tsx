import { WORK_ORDER_BUTTONS, workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { Tag } from 'antd';
import { booleanSelect, onlyCheckbox } from '../../../components/page-kit/boolean-filter';
import { definePage } from '../../../components/page-kit/define-page';
import { projectName, projectSelect } from '../../../components/project/project-choices';
import { PRIORITY_COLORS, STATUS_COLORS } from '../../../components/work-order/work-order-colors';
import { WorkOrderFormDrawer } from './work-order-form-drawer';
import { useWorkOrderLookups } from './work-order-lookups';
import { WORK_ORDER_ROW_ACTIONS } from './work-order-row-actions';

/**
 * /workOrder/list: work orders, newest first (filters: mine, number, status, priority, project, assignee, overdue,
 * created time); open one by hand, the state machine's transitions where the state allows them, detail with the
 * timeline, xlsx export.
 */
export default definePage({
  route: '/workOrder/list',
  texts: 'workOrder',
  endpoint: workOrderEndpoints.page,
  useLookups: useWorkOrderLookups,
  filters: [
    { key: 'mine', control: ({ t }) => onlyCheckbox(t('mineOnly')) },
    'number',
    'status',
    'priority',
    {
      key: 'projectCode',
      label: 'project',
      control: ({ lookups }) => projectSelect(lookups.projects),
    },
    {
      key: 'assigneeAccountId',
      label: 'assignee',
      control: ({ lookups }) => ({
        type: 'select',
        clearable: true,
        componentProps: { showSearch: { optionFilterProp: 'label' } },
        options: lookups.accounts.map((account) => ({ value: account.id, label: account.label })),
      }),
    },
    {
      key: 'overdue',
      control: ({ t }) => booleanSelect({ yes: t('yes'), no: t('no'), placeholder: t('all') }),
    },
    { key: 'timeRange', range: ['from', 'to'] },
  ],
  columns: [
    { key: 'number', width: 160, copy: true },
    { key: 'title', width: 200 },
    {
      key: 'projectCode',
      label: 'project',
      width: 140,
      text: (row, { lookups }) => projectName(lookups.projects, row.projectCode),
    },
    { key: 'devKey', width: 140, text: (row) => row.devKey ?? '' },
    { key: 'priority', width: 80, tags: PRIORITY_COLORS },
    { key: 'status', width: 90, tags: STATUS_COLORS },
    { key: 'assigneeName', label: 'assignee', width: 120 },
    { key: 'deadline', format: 'dateTime', width: 170 },
    {
      key: 'overdue',
      width: 90,
      text: (row, { t }) => (row.overdue ? t('overdueTag') : ''),
      render: (row, { t }) => (row.overdue ? <Tag color="red">{t('overdueTag')}</Tag> : null),
    },
    { key: 'templateName', width: 140, only: ['export'] },
    { key: 'createTime', format: 'dateTime', width: 170 },
  ],
  rowActions: WORK_ORDER_ROW_ACTIONS,
  actionsWidth: 220,
  toolbar: [{ kind: 'create', button: WORK_ORDER_BUTTONS.create }, 'export'],
  form: WorkOrderFormDrawer,
});
