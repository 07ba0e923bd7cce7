import type { DeviceStatus } from '@beacon/contracts/iot-device';
import type { MessageMinute, ProjectDeviceCounts } from '@beacon/contracts/overview';
import type { EChartsCoreOption } from 'echarts/core';

/** The statuses stacked in each project's bar, bottom up. */
export const STACKED_STATUSES: readonly DeviceStatus[] = ['online', 'offline', 'disabled', 'inactive'];

/** Status colours (PRODUCT.md §3): online green, offline grey, inactive blue, disabled red. */
export const STATUS_CHART_COLORS: Readonly<Record<DeviceStatus, string>> = {
  online: '#52c41a',
  offline: '#bfbfbf',
  inactive: '#1677ff',
  disabled: '#ff4d4f',
};

// Axis labels kept inside the box (ECharts 6's successor of `containLabel`).
const GRID = { left: 8, right: 16, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' };

/** A stacked bar per project: its devices online, offline, disabled and inactive. */
export function projectStatusOption(
  projects: readonly ProjectDeviceCounts[],
  statusLabel: (status: DeviceStatus) => string,
): EChartsCoreOption {
  return {
    animation: false,
    grid: GRID,
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: projects.map((project) => project.projectName),
      axisLabel: { hideOverlap: true, width: 120, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: STACKED_STATUSES.map((status) => ({
      type: 'bar',
      name: statusLabel(status),
      stack: 'devices',
      barMaxWidth: 48,
      itemStyle: { color: STATUS_CHART_COLORS[status] },
      data: projects.map((project) => project[status]),
    })),
  };
}

/** A line of the messages of each minute over time. */
export function messagesOption(minutes: readonly MessageMinute[], seriesName: string): EChartsCoreOption {
  return {
    animation: false,
    grid: { ...GRID, top: 16 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'line',
        name: seriesName,
        showSymbol: false,
        areaStyle: { opacity: 0.15 },
        data: minutes.map((minute) => [minute.minute, minute.count]),
      },
    ],
  };
}
