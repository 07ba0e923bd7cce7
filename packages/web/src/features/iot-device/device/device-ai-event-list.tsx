import { aiEventEndpoints } from '@beacon/contracts/ai-event.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { useDetailDevice } from './use-detail-iot-id';

/** The AI events tab of a device's detail: its AI events, newest first (shown to holders of the AI event page). */
export default definePage({
  route: '/iot-device-manage/detail',
  texts: 'aiEvent',
  endpoint: aiEventEndpoints.page,
  useScope: useDetailDevice,
  filters: ['algorithm', 'status', { key: 'timeRange', range: ['from', 'to'] }],
  columns: [
    { key: 'ts', format: 'dateTime', width: 170 },
    { key: 'algorithm', width: 120, text: (row, { t }) => t(`values.algorithm.${row.algorithm}`) },
    { key: 'confidence', width: 100, text: (row) => `${Math.round(row.confidence * 100)}%` },
    { key: 'status', width: 100, text: (row, { t }) => t(`values.status.${row.status}`) },
    { key: 'handledBy', width: 120, text: (row) => row.handledBy ?? '' },
    { key: 'note', width: 240, text: (row) => row.note ?? '' },
  ],
});
