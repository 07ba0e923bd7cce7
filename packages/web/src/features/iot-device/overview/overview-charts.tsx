import type { Overview } from '@beacon/contracts/overview';
import { Card, Col, Row, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { messagesOption, projectStatusOption } from './overview-options';

// ECharts loads with the dashboard's first chart, in its own chunk.
const OverviewChart = lazy(() => import('./overview-chart'));

const CHART_HEIGHT = 300;
const spinner = <Spin style={{ display: 'block', margin: '96px auto' }} />;

/** The devices of each project by status (stacked bars) and the messages per minute (a line), side by side when wide. */
export function OverviewCharts({ overview }: { overview: Overview }) {
  const { t } = useTranslation('overview');
  const projectOption = useMemo(
    () => projectStatusOption(overview.projects, (status) => t(`cards.${status}`)),
    [overview.projects, t],
  );
  const lineOption = useMemo(
    () => messagesOption(overview.messagesPerMinute, t('charts.messageSeries')),
    [overview.messagesPerMinute, t],
  );
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('charts.projects')}>
          {overview.projects.length === 0 ? (
            <EmptyState text={t('noProjects')} />
          ) : (
            <Suspense fallback={spinner}>
              <OverviewChart option={projectOption} height={CHART_HEIGHT} testId="overview-project-chart" />
            </Suspense>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('charts.messages')}>
          <Suspense fallback={spinner}>
            <OverviewChart option={lineOption} height={CHART_HEIGHT} testId="overview-message-chart" />
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}
