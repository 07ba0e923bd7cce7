import { alarmStatusOf } from '@beacon/contracts/alarm';
import { alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import { Tag } from 'antd';
import { ALARM_STATUS_COLORS, SEVERITY_COLORS } from '../../../components/alarm/alarm-colors';
import { definePage } from '../../../components/page-kit/define-page';
import { useDetailDevice } from './use-detail-iot-id';

/** The alarms tab of a device's detail: its alarms, newest raised first (shown to holders of the alarm page). */
export default definePage({
  route: '/iot-device-manage/detail',
  texts: 'alarmEvent',
  endpoint: alarmEndpoints.page,
  useScope: useDetailDevice,
  filters: ['severity', 'status', { key: 'timeRange', range: ['from', 'to'] }],
  columns: [
    { key: 'firstTime', format: 'dateTime', width: 170 },
    { key: 'severity', width: 90, tags: SEVERITY_COLORS },
    {
      key: 'acknowledged',
      label: 'status',
      width: 150,
      text: (row, { t }) => t(`values.status.${alarmStatusOf(row)}`),
      render: (row, { t }) => (
        <Tag color={ALARM_STATUS_COLORS[alarmStatusOf(row)]}>{t(`values.status.${alarmStatusOf(row)}`)}</Tag>
      ),
    },
    { key: 'source', width: 110, text: (row, { t }) => t(`values.source.${row.source}`) },
    { key: 'sourceKey', width: 180 },
    { key: 'count', width: 80 },
    { key: 'lastTime', format: 'dateTime', width: 170 },
  ],
});
