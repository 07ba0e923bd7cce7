import { apiCallLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { loggedReasonText } from './reason-text';

/**
 * /api-call-log/list: every call third-party apps made through the open API gateway (app, API, status, latency, IP,
 * the refusal's reason, body sizes).
 */
export default definePage({
  route: '/api-call-log/list',
  texts: 'apiCallLog',
  endpoint: apiCallLogEndpoints.page,
  filters: [{ key: 'timeRange', range: ['from', 'to'] }, 'appName', 'result'],
  columns: [
    { key: 'createDate', label: 'time', format: 'dateTime', width: 170 },
    { key: 'appName', width: 160 },
    { key: 'appId', width: 160 },
    { key: 'apiId', width: 90, only: ['detail'] },
    { key: 'apiName', width: 160 },
    { key: 'method', width: 90 },
    { key: 'path', width: 220 },
    { key: 'httpStatus', width: 90 },
    { key: 'result', width: 90, tags: { success: 'green', fail: 'red' } },
    { key: 'durationMs', width: 100, align: 'right' },
    { key: 'bytesIn', width: 110, align: 'right' },
    { key: 'bytesOut', width: 110, align: 'right' },
    { key: 'clientIp', width: 140 },
    { key: 'requestId', width: 200, copy: true },
    { key: 'reason', width: 200, text: (row) => loggedReasonText(row.reason) },
    { key: 'errorMessage', width: 240 },
  ],
  rowActions: [{ kind: 'detail' }],
});
