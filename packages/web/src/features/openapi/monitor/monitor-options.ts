import type { MonitorPoint } from '@beacon/contracts/gateway-monitor';
import type { EChartsCoreOption } from 'echarts/core';

// Axis labels kept inside the box (ECharts 6's successor of `containLabel`).
const GRID = { left: 8, right: 16, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' };

const line = (name: string, color: string, data: (number | null)[][], area = false) => ({
  type: 'line',
  name,
  showSymbol: false,
  connectNulls: false,
  itemStyle: { color },
  ...(area ? { areaStyle: { opacity: 0.12 } } : {}),
  data,
});

/** Calls and errors of each step on a time axis. */
export function callsOption(
  series: readonly MonitorPoint[],
  names: { calls: string; errors: string },
): EChartsCoreOption {
  return {
    animation: false,
    grid: GRID,
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      line(
        names.calls,
        '#1677ff',
        series.map((point) => [point.time, point.calls]),
        true,
      ),
      line(
        names.errors,
        '#ff4d4f',
        series.map((point) => [point.time, point.errors]),
      ),
    ],
  };
}

/** p50, p95 and p99 latency (ms) of each step on a time axis; steps without calls leave a gap. */
export function latencyOption(series: readonly MonitorPoint[]): EChartsCoreOption {
  const percentile = (key: 'p50' | 'p95' | 'p99') => series.map((point) => [point.time, point[key]]);
  return {
    animation: false,
    grid: GRID,
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} ms` : '-') },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', axisLabel: { formatter: '{value} ms' } },
    series: [
      line('P50', '#52c41a', percentile('p50')),
      line('P95', '#faad14', percentile('p95')),
      line('P99', '#f5222d', percentile('p99')),
    ],
  };
}
