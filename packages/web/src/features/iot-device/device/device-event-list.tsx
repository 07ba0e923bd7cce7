import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { Typography } from 'antd';
import { definePage } from '../../../components/page-kit/define-page';
import { useDetailDevice } from './use-detail-iot-id';

/** The events tab of a device's detail: its events, newest occurrence first (readable with the device page). */
export default definePage({
  route: '/iot-device-manage/detail',
  texts: 'deviceDetailEvents',
  endpoint: deviceDetailTelemetryEndpoints.eventPage,
  usePathParams: useDetailDevice,
  filters: ['eventType', { key: 'timeRange', range: ['from', 'to'] }],
  columns: [
    { key: 'occurTime', format: 'dateTime', width: 170 },
    {
      key: 'eventName',
      width: 220,
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
      width: 300,
      text: (row) => JSON.stringify(row.params),
      render: (row) => (
        <Typography.Text code ellipsis={{ tooltip: JSON.stringify(row.params, null, 1) }}>
          {JSON.stringify(row.params)}
        </Typography.Text>
      ),
    },
    { key: 'receiveTime', format: 'dateTime', width: 170 },
  ],
});
