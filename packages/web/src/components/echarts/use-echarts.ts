import { type EChartsCoreOption, init } from 'echarts/core';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Mounts one ECharts chart (SVG) on the returned element: it follows the element's size and takes each new
 * option whole (`notMerge`). The caller registers the chart parts it draws with ECharts' `use`, so each chunk
 * carries only its own.
 */
export function useECharts(option: EChartsCoreOption): RefObject<HTMLDivElement | null> {
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

  return element;
}
