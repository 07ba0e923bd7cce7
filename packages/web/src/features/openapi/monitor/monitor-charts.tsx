import type { MonitorPoint } from '@beacon/contracts/gateway-monitor';
import { Card, Col, Row, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callsOption, latencyOption } from './monitor-options';

// ECharts loads with the monitor's first chart, in its own chunk.
const MonitorChart = lazy(() => import('./monitor-chart'));

const CHART_HEIGHT = 280;
const spinner = <Spin style={{ display: 'block', margin: '96px auto' }} />;

/** Calls and errors, and the latency percentiles, over the range: side by side when wide, stacked on a phone. */
export function MonitorCharts({ series }: { series: readonly MonitorPoint[] }) {
  const { t } = useTranslation('gatewayMonitor');
  const calls = useMemo(
    () => callsOption(series, { calls: t('charts.callSeries'), errors: t('charts.errorSeries') }),
    [series, t],
  );
  const latency = useMemo(() => latencyOption(series), [series]);
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('charts.calls')}>
          <Suspense fallback={spinner}>
            <MonitorChart option={calls} height={CHART_HEIGHT} testId="monitor-calls-chart" />
          </Suspense>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('charts.latency')}>
          <Suspense fallback={spinner}>
            <MonitorChart option={latency} height={CHART_HEIGHT} testId="monitor-latency-chart" />
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}
