import { describe, expect, it } from 'vitest';
import { MIN_TIME_SPAN_MS, timeAxisRange } from './time-line-chart';

const AT = Date.UTC(2026, 10, 26, 8, 0, 0);

describe('timeAxisRange', () => {
  it('fits the axis to the points when they span at least the minimum', () => {
    const points = [
      { time: AT, value: 1 },
      { time: AT + 3_600_000, value: 2 },
      { time: AT + 1_800_000, value: 3 },
    ];
    expect(timeAxisRange(points)).toEqual({ min: AT, max: AT + 3_600_000 });
  });

  it('centres a single point in the minimum span, not two days', () => {
    expect(timeAxisRange([{ time: AT, value: 21.5 }])).toEqual({
      min: AT - MIN_TIME_SPAN_MS / 2,
      max: AT + MIN_TIME_SPAN_MS / 2,
    });
  });

  it('widens a burst around its middle, and leaves an empty chart to ECharts', () => {
    const burst = [
      { time: AT, value: 1 },
      { time: AT + 60_000, value: 2 },
    ];
    expect(timeAxisRange(burst)).toEqual({ min: AT + 30_000 - 300_000, max: AT + 30_000 + 300_000 });
    expect(timeAxisRange([])).toBeUndefined();
  });
});
