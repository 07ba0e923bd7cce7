import type { LatestValue } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { definePage } from '../../../components/page-kit/define-page';
import type { HeaderPartProps } from '../../../components/page-kit/page-spec';
import { projectOptions } from '../../../components/project/project-choices';
import { formatDateTime, valueText } from '../../../lib/formatters';
import { type RealtimeFeed, useRealtimeFeed } from '../../../lib/realtime/use-realtime-feed';
import { HistoryDrawer } from './history-drawer';
import { LiveTimeCell, LiveValueCell, liveRowKey } from './live-cells';
import { RealtimeStatusBadge } from './realtime-status-badge';
import { type ProjectChoice, useProjectChoice } from './use-project-choice';

/** What the page's columns and header read: the project shown and its live-push feed. */
export interface LiveLookups {
  choice: ProjectChoice;
  feed: RealtimeFeed;
}

/** The project choice and the feed of its live values (one socket per page). */
function useLiveLookups(): LiveLookups {
  const choice = useProjectChoice();
  return { choice, feed: useRealtimeFeed(choice.projectCode) };
}

/** The project select and the socket's state above the list. */
function ProjectHeader({ lookups: { choice, feed } }: HeaderPartProps<LiveLookups>) {
  const { t } = useTranslation('deviceData');
  return (
    <Space wrap size={[16, 8]} style={{ marginBottom: 12 }}>
      <Space size={8}>
        <Typography.Text>{t('project')}</Typography.Text>
        <Select
          aria-label={t('project')}
          data-testid="device-data-project"
          style={{ width: 240, maxWidth: 'calc(100vw - 120px)' }}
          placeholder={t('projectPlaceholder')}
          loading={choice.loading}
          value={choice.projectCode}
          onChange={choice.choose}
          showSearch={{ optionFilterProp: 'label' }}
          options={projectOptions(choice.projects)}
        />
      </Space>
      {choice.projectCode && <RealtimeStatusBadge status={feed.status} onRetry={feed.retry} />}
    </Space>
  );
}

/**
 * /data-manage/device-data/device-data: a project's live rows (filters device name, devKey and property); after each load the
 * socket watches the rows shown and pushed changes update them in place; a history chart per row.
 */
export default definePage({
  route: '/data-manage/device-data/device-data',
  texts: 'deviceData',
  endpoint: deviceDataEndpoints.page,
  useLookups: useLiveLookups,
  useScope: ({ choice }: LiveLookups) =>
    choice.loading ? undefined : choice.projectCode ? { projectCode: choice.projectCode } : null,
  onLoaded: (rows: readonly LatestValue[], { lookups }) =>
    lookups.feed.watch(rows.map((row) => ({ devKey: row.devKey, attrKey: row.attrKey }))),
  filters: ['deviceName', 'devKey', 'attrKey'],
  columns: [
    { key: 'deviceName', width: 160 },
    { key: 'devKey', width: 160 },
    { key: 'attrName', width: 140 },
    { key: 'attrKey', width: 140 },
    {
      key: 'value',
      width: 160,
      text: (row) => valueText(row.value, row.unit),
      render: (row, { lookups }) => <LiveValueCell store={lookups.feed.store} row={row} />,
    },
    {
      key: 'valueTime',
      width: 170,
      text: (row) => formatDateTime(row.valueTime),
      render: (row, { lookups }) => <LiveTimeCell store={lookups.feed.store} row={row} field="valueTime" />,
    },
    {
      key: 'updateTime',
      width: 170,
      text: (row) => formatDateTime(row.updateTime),
      render: (row, { lookups }) => <LiveTimeCell store={lookups.feed.store} row={row} field="updateTime" />,
    },
  ],
  rowActions: [{ kind: 'dialog', key: 'history', dialog: HistoryDrawer }],
  rowKey: liveRowKey,
  parts: { header: ProjectHeader },
});
