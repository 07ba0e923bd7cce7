import { deviceLogEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { reasonText } from '../../../lib/api-client/refusal-text';
import { fullText } from './full-text-cell';

/** /log-manage/list: what devices did (online, offline, reports, service calls, rejected messages with reasons). */
export default definePage({
  route: '/log-manage/list',
  texts: 'deviceLog',
  endpoint: deviceLogEndpoints.page,
  filters: ['devKey', 'type', { key: 'timeRange', range: ['from', 'to'] }],
  columns: [
    { key: 'createDate', label: 'time', format: 'dateTime', width: 170 },
    { key: 'deviceName', width: 160 },
    { key: 'devKey', width: 160 },
    {
      key: 'type',
      width: 100,
      tags: {
        online: 'green',
        offline: 'default',
        property: 'blue',
        event: 'purple',
        service: 'cyan',
        rejected: 'red',
      },
    },
    { key: 'content', width: 320, render: (row) => fullText(row.content) },
    {
      key: 'reason',
      width: 220,
      // The refusals in the operator's language; rows written before reason keys show their English.
      text: (row) => reasonText(row),
      render: (row) => fullText(reasonText(row)),
    },
    // Refusals of one reason within a minute share one entry; the count says how many it stands for.
    { key: 'count', width: 80, align: 'right' },
  ],
});
