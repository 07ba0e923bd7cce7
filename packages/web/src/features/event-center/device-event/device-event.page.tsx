import { deviceEventEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { Typography } from 'antd';
import { definePage } from '../../../components/page-kit/define-page';
import { projectName, projectSelect, useProjectChoices } from '../../../components/project/project-choices';

const paramsText = (params: Record<string, unknown>): string => JSON.stringify(params);

/**
 * /event-center/list: the events devices reported, newest occurrence first (filters: project, devKey, event
 * identifier, type, time range); the detail shows the parameters in full; xlsx export of the filtered rows.
 */
export default definePage({
  route: '/event-center/list',
  texts: 'deviceEvent',
  endpoint: deviceEventEndpoints.page,
  useLookups: useProjectChoices,
  filters: [
    {
      key: 'projectCode',
      label: 'project',
      control: ({ lookups }) => projectSelect(lookups),
    },
    'devKey',
    'identifier',
    'eventType',
    { key: 'timeRange', range: ['from', 'to'] },
  ],
  columns: [
    { key: 'occurTime', format: 'dateTime', width: 170 },
    { key: 'deviceName', width: 180 },
    { key: 'devKey', width: 160, copy: true },
    {
      key: 'projectCode',
      label: 'project',
      width: 160,
      text: (row, { lookups }) => projectName(lookups, row.projectCode),
    },
    {
      key: 'eventName',
      width: 200,
      text: (row) => `${row.eventName} (${row.identifier})`,
      render: (row) => (
        <span>
          {row.eventName} <Typography.Text type="secondary">({row.identifier})</Typography.Text>
        </span>
      ),
    },
    { key: 'eventType', width: 100, tags: { info: 'blue', alert: 'orange', error: 'red' } },
    {
      key: 'params',
      width: 280,
      text: (row) => paramsText(row.params),
      render: (row) => (
        <Typography.Text code ellipsis={{ tooltip: JSON.stringify(row.params, null, 1) }}>
          {paramsText(row.params)}
        </Typography.Text>
      ),
    },
    { key: 'receiveTime', format: 'dateTime', width: 170 },
    { key: 'iotId', width: 190, only: ['detail', 'export'], copy: true },
  ],
  rowActions: [{ kind: 'detail' }],
  toolbar: ['export'],
});
