import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const instance = init(container, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} data-testid={testId} style={{ width: '100%', height }} />;
}
