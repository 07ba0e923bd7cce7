import { type Alarm, alarmStatusOf as alarmStatus } from '@beacon/contracts/alarm';
import { ALARM_BUTTONS, alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import { Tag } from 'antd';
import { SEVERITY_COLORS, ALARM_STATUS_COLORS as STATUS_COLORS } from '../../../components/alarm/alarm-colors';
import type { BulkResult } from '../../../components/crud/use-bulk-action';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';
import { projectName, projectSelect, useProjectChoices } from '../../../components/project/project-choices';
import { type CallOptions, callEndpoint } from '../../../lib/api-client/call-endpoint';
import { AlarmCommentsDrawer } from './alarm-comments-drawer';
import { useAlarmLinkScope } from './alarm-scope';
import { actorText, alarmName, batchCounts } from './alarm-texts';

/** One batch call for the selected alarms, answered as counts. */
const runBatch =
  (endpoint: typeof alarmEndpoints.batchAck | typeof alarmEndpoints.batchClear) =>
  async (rows: readonly Alarm[], options: CallOptions, { t }: TextContext): Promise<BulkResult> =>
    batchCounts(t, (await callEndpoint(endpoint, { body: { ids: rows.map((row) => row.id) } }, options)).data);

/**
 * /alarm-event/list: alarms raised by model rules, alert/error device events and abnormal records, newest first
 * (filters: project, devKey, severity, state, source, time; a model's rule by the link's query); acknowledge and
 * clear one (asked) or in bulk, comments in a drawer, xlsx export.
 */
export default definePage({
  route: '/alarm-event/list',
  texts: 'alarmEvent',
  endpoint: alarmEndpoints.page,
  useLookups: useProjectChoices,
  useScope: useAlarmLinkScope,
  filters: [
    {
      key: 'projectCode',
      label: 'project',
      control: ({ lookups }) => projectSelect(lookups),
    },
    'devKey',
    'severity',
    'status',
    'source',
    { key: 'timeRange', range: ['from', 'to'] },
  ],
  columns: [
    { key: 'firstTime', format: 'dateTime', width: 170 },
    { key: 'severity', width: 90, tags: SEVERITY_COLORS },
    {
      key: 'acknowledged',
      label: 'status',
      width: 150,
      text: (row, { t }) => t(`values.status.${alarmStatus(row)}`),
      render: (row, { t }) => (
        <Tag color={STATUS_COLORS[alarmStatus(row)]}>{t(`values.status.${alarmStatus(row)}`)}</Tag>
      ),
    },
    { key: 'deviceName', width: 180 },
    { key: 'devKey', width: 150, copy: true },
    {
      key: 'projectCode',
      label: 'project',
      width: 150,
      text: (row, { lookups }) => projectName(lookups, row.projectCode),
    },
    { key: 'source', width: 110, text: (row, { t }) => t(`values.source.${row.source}`) },
    { key: 'sourceKey', width: 180 },
    { key: 'count', width: 80 },
    { key: 'lastTime', format: 'dateTime', width: 170 },
    { key: 'ackBy', width: 120, only: ['detail', 'export'], text: (row, { t }) => actorText(t, row.ackBy) },
    { key: 'ackTime', format: 'dateTime', width: 170, only: ['detail', 'export'] },
    { key: 'clearedBy', width: 120, only: ['detail', 'export'], text: (row, { t }) => actorText(t, row.clearedBy) },
    { key: 'clearTime', format: 'dateTime', width: 170, only: ['detail', 'export'] },
    { key: 'iotId', width: 190, only: ['detail', 'export'], copy: true },
  ],
  rowActions: [
    { kind: 'detail' },
    {
      kind: 'confirm',
      key: 'ack',
      button: ALARM_BUTTONS.ack,
      visible: (row) => !row.acknowledged,
      ask: { title: 'ackTitle', content: 'ackConfirm' },
      name: alarmName,
      call: (row) => callEndpoint(alarmEndpoints.ack, { params: { id: row.id } }),
      success: 'acked',
    },
    {
      kind: 'confirm',
      key: 'clear',
      button: ALARM_BUTTONS.clear,
      visible: (row) => !row.cleared,
      ask: { title: 'clearTitle', content: 'clearConfirm', danger: true },
      name: alarmName,
      call: (row) => callEndpoint(alarmEndpoints.clear, { params: { id: row.id } }),
      success: 'cleared',
    },
    { kind: 'dialog', key: 'comments', dialog: AlarmCommentsDrawer },
  ],
  actionsWidth: 220,
  toolbar: [
    {
      kind: 'bulk',
      key: 'ack',
      label: 'bulkAck',
      button: ALARM_BUTTONS.ack,
      ask: { title: 'ackTitle', content: 'bulkAckConfirm' },
      runAll: runBatch(alarmEndpoints.batchAck),
    },
    {
      kind: 'bulk',
      key: 'clear',
      label: 'bulkClear',
      button: ALARM_BUTTONS.clear,
      ask: { title: 'clearTitle', content: 'bulkClearConfirm', danger: true },
      runAll: runBatch(alarmEndpoints.batchClear),
    },
    'export',
  ],
});
