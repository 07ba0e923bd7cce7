import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { TimeLineChartProps } from './time-line-chart';

// ECharts loads with the first chart shown, never with the page that links to it.
const TimeLineChart = lazy(() => import('./time-line-chart'));

/** The time line chart, loaded on first use (a spinner meanwhile). */
export function LazyTimeLineChart(props: TimeLineChartProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <TimeLineChart {...props} />
    </Suspense>
  );
}
