import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useECharts } from '../../../components/echarts/use-echarts';

// Only the parts the dashboard draws, so its chunk stays small.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Props of a dashboard chart. */
export interface OverviewChartProps {
  option: EChartsCoreOption;
  height: number;
  testId: string;
}

/** One ECharts chart (SVG) that fills its container's width, follows its size and takes each new option as it comes. */
export default function OverviewChart({ option, height, testId }: OverviewChartProps) {
  const element = useECharts(option);
  return <div ref={element} data-testid={testId} style={{ width: '100%', height }} />;
}
