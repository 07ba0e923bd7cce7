import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useECharts } from '../../../components/echarts/use-echarts';

// Only the parts the monitor draws, so its chunk stays small.
use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Props of a monitor chart. */
export interface MonitorChartProps {
  option: EChartsCoreOption;
  height: number;
  testId: string;
}

/** One ECharts line chart (SVG) that fills its container's width and takes each new option as it comes. */
export default function MonitorChart({ option, height, testId }: MonitorChartProps) {
  const element = useECharts(option);
  return <div ref={element} data-testid={testId} style={{ width: '100%', height }} />;
}
