import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { reasonText } from '../../../lib/api-client/refusal-text';
import { useDetailDevice } from './use-detail-iot-id';

/** The log tab of a device's detail: its own log, newest first (readable with the device page). */
export default definePage({
  route: '/iot-device-manage/detail',
  texts: 'deviceDetailLogs',
  endpoint: deviceDetailTelemetryEndpoints.logPage,
  usePathParams: useDetailDevice,
  columns: [
    { key: 'createDate', format: 'dateTime', width: 170 },
    { key: 'type', width: 100, text: (row, { t }) => t(`values.type.${row.type}`) },
    { key: 'content', width: 300 },
    { key: 'reason', width: 200, text: (row) => reasonText(row) },
    { key: 'count', width: 80, align: 'right' },
  ],
});
