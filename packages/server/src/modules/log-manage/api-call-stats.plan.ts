import { monitorStepMs } from '@beacon/contracts/gateway-monitor';
import type { PeriodSpans } from './api-call-stats.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Where a range's counts are read and how its series is stepped. */
export interface StatsPlan {
  /** The first step's start (epoch ms). */
  origin: number;
  /** The series' step (ms). */
  step: number;
  /** Steps in the series. */
  points: number;
  /** The periods the totals and items read: whole hours from the hourly table, the edge minutes from the minute table. */
  parts: PeriodSpans[];
  /** The periods the series reads: as `parts` for steps of an hour or more, else every minute. */
  seriesParts: PeriodSpans[];
}

/**
 * How to answer the range from `from` to `to` (inclusive; the minutes they fall in count whole). Totals and items
 * read the whole hours from the hourly table and only the partial hours at either edge from the minute table
 * (≤ 720 + 118 rows per API and app for a month); so does a series stepped by the hour or day, while a finer one
 * (ranges up to 2 days) reads its minutes. Steps start at `from` rounded down to the step (to the hour for daily
 * steps), so every hour row falls in exactly one step.
 */
export const planStats = (from: number, to: number): StatsPlan => {
  const step = monitorStepMs(from, to);
  const unit = Math.min(step, HOUR_MS);
  const origin = Math.floor(from / unit) * unit;
  const firstMinute = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const lastMinute = Math.floor(to / MINUTE_MS) * MINUTE_MS;
  const end = lastMinute + MINUTE_MS;
  const points = Math.floor((lastMinute - origin) / step) + 1;
  const minutes: PeriodSpans[] = [{ table: 'api_call_minute', spans: [[firstMinute, end]] }];
  const firstHour = Math.ceil(firstMinute / HOUR_MS) * HOUR_MS;
  const hoursEnd = Math.floor(end / HOUR_MS) * HOUR_MS;
  if (firstHour >= hoursEnd) return { origin, step, points, parts: minutes, seriesParts: minutes };
  const edges = (
    [
      [firstMinute, firstHour],
      [hoursEnd, end],
    ] as const
  ).filter(([start, stop]) => start < stop);
  const parts: PeriodSpans[] = [
    { table: 'api_call_hour', spans: [[firstHour, hoursEnd]] },
    ...(edges.length > 0 ? [{ table: 'api_call_minute' as const, spans: edges }] : []),
  ];
  return { origin, step, points, parts, seriesParts: step < HOUR_MS ? minutes : parts };
};
