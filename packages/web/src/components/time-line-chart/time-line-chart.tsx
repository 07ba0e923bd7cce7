import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { formatDateTime } from '../../lib/formatters';
import { useECharts } from '../echarts/use-echarts';

// Only the parts a time line needs, so the chunk stays small.
use([LineChart, GridComponent, TooltipComponent, DataZoomComponent, SVGRenderer]);

/** One point of a time series: epoch ms and a number. */
export interface TimePoint {
  time: number;
  value: number;
}

/** Props of the time line chart. */
export interface TimeLineChartProps {
  points: readonly TimePoint[];
  /** The series name in the tooltip. */
  name: string;
  /** Appended to values on the axis and in the tooltip. */
  unit?: string;
  height?: number;
}

/** The narrowest time axis: a single point or a burst still reads as a moment, not as a span of days. */
export const MIN_TIME_SPAN_MS = 10 * 60_000;

/**
 * The time axis fitted to the points: from the first to the last, widened around their middle to at least
 * `minSpan` (ECharts alone spreads a single point over two days).
 */
export function timeAxisRange(
  points: readonly TimePoint[],
  minSpan = MIN_TIME_SPAN_MS,
): { min: number; max: number } | undefined {
  if (points.length === 0) return undefined;
  const times = points.map((point) => point.time);
  const first = Math.min(...times);
  const last = Math.max(...times);
  if (last - first >= minSpan) return { min: first, max: last };
  const middle = (first + last) / 2;
  return { min: Math.round(middle - minSpan / 2), max: Math.round(middle + minSpan / 2) };
}

const chartOption = ({ points, name, unit = '' }: TimeLineChartProps): EChartsCoreOption => ({
  animation: false,
  grid: { left: 8, right: 16, top: 16, bottom: 56, containLabel: true },
  tooltip: {
    trigger: 'axis',
    valueFormatter: (value: unknown) => `${String(value)}${unit ? ` ${unit}` : ''}`,
  },
  xAxis: { type: 'time', axisLabel: { hideOverlap: true }, ...timeAxisRange(points) },
  yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => `${value}${unit}` } },
  dataZoom: [
    { type: 'inside' },
    { type: 'slider', height: 20, bottom: 8, labelFormatter: (time: number) => formatDateTime(time) },
  ],
  series: [
    {
      type: 'line',
      name,
      showSymbol: points.length <= 60,
      data: points.map((point) => [point.time, point.value]),
    },
  ],
});

/** A line chart of values over time (Apache ECharts, SVG); fills its container's width and follows its size. */
export default function TimeLineChart(props: TimeLineChartProps) {
  const { height = 320 } = props;
  const element = useECharts(chartOption(props));
  return <div ref={element} data-testid="time-line-chart" style={{ width: '100%', height }} />;
}
