import type { AiEvent, AiEventStatus } from '@beacon/contracts/ai-event';
import { AI_EVENT_BUTTONS, aiEventEndpoints } from '@beacon/contracts/ai-event.endpoints';
import type { BulkResult } from '../../../components/crud/use-bulk-action';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';
import { projectName, projectSelect, useProjectChoices } from '../../../components/project/project-choices';
import { type CallOptions, callEndpoint } from '../../../lib/api-client/call-endpoint';
import { AiEventHandleDialog } from './ai-event-handle-dialog';
import { AiEventMediaDialog } from './ai-event-media-dialog';
import { batchBody, batchCounts } from './ai-event-texts';
import { AiEventThumbnail } from './ai-event-thumbnail';

/** Tag colours of the handling states. */
export const AI_EVENT_STATUS_COLORS: Readonly<Record<AiEventStatus, string>> = {
  unhandled: 'red',
  handled: 'green',
  false_alarm: 'default',
};

/** One batch call handling the selected events alike, answered as counts. */
const runBatch =
  (status: 'handled' | 'false_alarm') =>
  async (rows: readonly AiEvent[], options: CallOptions, { t }: TextContext): Promise<BulkResult> =>
    batchCounts(
      t,
      (
        await callEndpoint(
          aiEventEndpoints.batchHandle,
          {
            body: batchBody(
              rows.map((row) => row.id),
              status,
            ),
          },
          options,
        )
      ).data,
    );

/**
 * /ai-event/list: AI events from cameras and edge boxes, newest first (filters: project, devKey, algorithm, status,
 * time); a thumbnail per row, the media viewer, handling one (a dialog: status and note) or many (handled or false
 * alarm), xlsx export.
 */
export default definePage({
  route: '/ai-event/list',
  texts: 'aiEvent',
  endpoint: aiEventEndpoints.page,
  useLookups: useProjectChoices,
  filters: [
    {
      key: 'projectCode',
      label: 'project',
      control: ({ lookups }) => projectSelect(lookups),
    },
    'devKey',
    'algorithm',
    'status',
    { key: 'timeRange', range: ['from', 'to'] },
  ],
  columns: [
    {
      key: 'media',
      label: 'thumbnail',
      width: 90,
      only: ['table'],
      text: (row) => String(row.media.length),
      render: (row, { t }) => <AiEventThumbnail event={row} alt={t('thumbnail')} />,
    },
    { key: 'ts', format: 'dateTime', width: 170 },
    { key: 'algorithm', width: 120, text: (row, { t }) => t(`values.algorithm.${row.algorithm}`) },
    { key: 'confidence', width: 100, text: (row) => `${Math.round(row.confidence * 100)}%` },
    { key: 'status', width: 100, tags: AI_EVENT_STATUS_COLORS },
    { key: 'deviceName', width: 180 },
    { key: 'devKey', width: 150, copy: true },
    {
      key: 'projectCode',
      label: 'project',
      width: 150,
      text: (row, { lookups }) => projectName(lookups, row.projectCode),
    },
    { key: 'handledBy', width: 120, only: ['detail', 'export'], text: (row) => row.handledBy ?? '' },
    { key: 'handledTime', format: 'dateTime', width: 170, only: ['detail', 'export'] },
    { key: 'note', width: 240, only: ['detail', 'export'], text: (row) => row.note ?? '' },
    { key: 'iotId', width: 190, only: ['detail', 'export'], copy: true },
  ],
  rowActions: [
    { kind: 'detail' },
    { kind: 'dialog', key: 'viewMedia', visible: (row) => row.media.length > 0, dialog: AiEventMediaDialog },
    {
      kind: 'dialog',
      key: 'handle',
      button: AI_EVENT_BUTTONS.handle,
      visible: (row) => row.status === 'unhandled',
      dialog: AiEventHandleDialog,
    },
  ],
  actionsWidth: 200,
  toolbar: [
    {
      kind: 'bulk',
      key: 'handled',
      label: 'bulkHandled',
      button: AI_EVENT_BUTTONS.handle,
      ask: { title: 'handleTitle', content: 'bulkHandledConfirm' },
      runAll: runBatch('handled'),
    },
    {
      kind: 'bulk',
      key: 'falseAlarm',
      label: 'bulkFalseAlarm',
      button: AI_EVENT_BUTTONS.handle,
      ask: { title: 'handleTitle', content: 'bulkFalseAlarmConfirm' },
      runAll: runBatch('false_alarm'),
    },
    'export',
  ],
});
