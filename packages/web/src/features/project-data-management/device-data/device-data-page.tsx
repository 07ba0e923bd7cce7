import { Empty, Select, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import type { RealtimeSocketClass } from '../../../lib/realtime/realtime-client';
import { useRealtimeFeed } from '../../../lib/realtime/use-realtime-feed';
import { deviceDataColumns } from './device-data-columns';
import { deviceDataFields } from './device-data-filters';
import { HistoryDrawer } from './history-drawer';
import { deviceDataPageSource, type LiveRow } from './live-rows-source';
import { RealtimeStatusBadge } from './realtime-status-badge';
import { useProjectChoice } from './use-project-choice';

/** Props of the real-time page (the socket class is for tests; the browser's is the default). */
export interface DeviceDataPageProps {
  WebSocket?: RealtimeSocketClass;
}

/**
 * /data-manage/device-data/device-data: a project's live rows (filters device and property); after each load the
 * socket watches the rows shown and pushed changes update them in place; a history chart per row.
 */
export default function DeviceDataPage({ WebSocket }: DeviceDataPageProps) {
  const { t } = useTranslation('deviceData');
  const choice = useProjectChoice();
  const { projectCode } = choice;
  const feed = useRealtimeFeed(projectCode, WebSocket);
  const { watch, store } = feed;
  const history = useOverlay<LiveRow>();

  const source = useMemo(
    () =>
      projectCode
        ? deviceDataPageSource(projectCode, (rows) =>
            watch(rows.map((row) => ({ devKey: row.devKey, attrKey: row.attrKey }))),
          )
        : undefined,
    [projectCode, watch],
  );
  const fields = useMemo(() => deviceDataFields(t), [t]);
  const columns = useMemo(() => deviceDataColumns(t, store, history.show), [t, store, history.show]);

  return (
    <>
      <Space wrap size={[16, 8]} style={{ marginBottom: 12 }}>
        <Space size={8}>
          <Typography.Text>{t('project')}</Typography.Text>
          <Select
            aria-label={t('project')}
            data-testid="device-data-project"
            style={{ width: 240, maxWidth: 'calc(100vw - 120px)' }}
            placeholder={t('projectPlaceholder')}
            loading={choice.loading}
            value={projectCode}
            onChange={choice.choose}
            showSearch={{ optionFilterProp: 'label' }}
            options={choice.projects.map((project) => ({ value: project.projectCode, label: project.projectName }))}
          />
        </Space>
        {projectCode && <RealtimeStatusBadge status={feed.status} onRetry={feed.retry} />}
      </Space>
      {choice.loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : projectCode ? (
        // A new project starts from page 1 without the previous project's filters.
        <ListPage<LiveRow>
          key={projectCode}
          source={source}
          fields={fields}
          columns={columns}
          rowKey="rowKey"
          tableProps={{ scroll: { x: 1200 } }}
        />
      ) : (
        <Empty description={t('noProjects')} />
      )}
      {history.state && (
        <HistoryDrawer
          key={history.state.key}
          row={history.state.target}
          open={history.state.open}
          onClose={history.close}
          afterClose={history.afterClose}
        />
      )}
    </>
  );
}
