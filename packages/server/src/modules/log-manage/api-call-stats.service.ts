import {
  MONITOR_LIMITS,
  type MonitorApiCount,
  type MonitorAppCount,
  type MonitorFigures,
  type MonitorPoint,
  type MonitorRequest,
} from '@beacon/contracts/gateway-monitor';
import type { Kysely } from 'kysely';
import { planStats } from './api-call-stats.plan';
import {
  type PeriodSpans,
  apiCallStatsRepository as repo,
  type SumBy,
  type SummedRow,
} from './api-call-stats.repository';
import { LATENCY_COLUMNS, latencyQuantile } from './latency-histogram';
import type { LogManageDatabase } from './tables';

/** Counts and a name summed over several parts (hours and minutes) of the same group. */
type Sum = { name: string; calls: number; errors: number; latency: number[] };

const emptySum = (name: string): Sum => ({ name, calls: 0, errors: 0, latency: LATENCY_COLUMNS.map(() => 0) });

const addRow = (sum: Sum, row: SummedRow): void => {
  sum.calls += row.calls;
  sum.errors += row.errors;
  for (const [i, column] of LATENCY_COLUMNS.entries()) sum.latency[i] = (sum.latency[i] ?? 0) + row[column];
  if (row.name > sum.name) sum.name = row.name;
};

const addSum = (sum: Sum, other: Sum): void => {
  sum.calls += other.calls;
  sum.errors += other.errors;
  for (const [i, count] of other.latency.entries()) sum.latency[i] = (sum.latency[i] ?? 0) + count;
};

/** The reply's figures of a sum: its counts and its latency percentiles. */
const figuresOf = (sum: Sum): MonitorFigures => ({
  calls: sum.calls,
  errors: sum.errors,
  p50: latencyQuantile(sum.latency, 0.5),
  p95: latencyQuantile(sum.latency, 0.95),
  p99: latencyQuantile(sum.latency, 0.99),
});

/** Statistics of a range: the series, the items by their key (busiest first) and the total. */
interface Stats {
  total: MonitorFigures;
  series: MonitorPoint[];
  items: { key: number | string; name: string; figures: MonitorFigures }[];
}

/**
 * The monitor's statistics from the per-minute and hourly counts (see planStats); the calls still queued are
 * written first (`flush`), so the current minute is complete as far as this instance knows it.
 */
export class ApiCallStatsService {
  constructor(
    private readonly db: Kysely<LogManageDatabase>,
    private readonly flush: () => Promise<void>,
  ) {}

  /** The range's statistics with one item per API (api_id 0, calls no API matched, as null). */
  async apiCount(request: MonitorRequest): Promise<MonitorApiCount> {
    const { total, series, items } = await this.stats(request, 'api');
    return {
      total,
      series,
      items: items.map(({ key, name, figures }) => ({ apiId: key === 0 ? null : Number(key), name, ...figures })),
    };
  }

  /** The range's statistics with one item per application ('', calls of no known application, as null). */
  async appCount(request: MonitorRequest): Promise<MonitorAppCount> {
    const { total, series, items } = await this.stats(request, 'app');
    return {
      total,
      series,
      items: items.map(({ key, name, figures }) => ({ appId: key === '' ? null : String(key), name, ...figures })),
    };
  }

  private async stats(request: MonitorRequest, by: 'api' | 'app'): Promise<Stats> {
    await this.flush();
    const plan = planStats(request.from, request.to);
    const filter = { apiId: request.apiId, appId: request.appId };
    const sumParts = async (parts: readonly PeriodSpans[], sumBy: SumBy): Promise<Map<number | string, Sum>> => {
      const sums = new Map<number | string, Sum>();
      for (const part of parts)
        for (const row of await repo.sum(this.db, part, filter, sumBy)) {
          const key = typeof row.key === 'string' ? row.key : Number(row.key);
          const sum = sums.get(key) ?? emptySum(row.name);
          sums.set(key, sum);
          addRow(sum, row);
        }
      return sums;
    };
    const steps = new Map<number, Sum>();
    for (const [period, sum] of await sumParts(plan.seriesParts, 'period')) {
      const index = Math.floor((Number(period) - plan.origin) / plan.step);
      const step = steps.get(index) ?? emptySum('');
      steps.set(index, step);
      addSum(step, sum);
    }
    const groups = await sumParts(plan.parts, by);
    const total = emptySum('');
    for (const sum of groups.values()) addSum(total, sum);
    const series = Array.from({ length: plan.points }, (_, k) => ({
      time: plan.origin + k * plan.step,
      ...figuresOf(steps.get(k) ?? emptySum('')),
    }));
    const items = [...groups.entries()]
      .sort(([, a], [, b]) => b.calls - a.calls || a.name.localeCompare(b.name))
      .slice(0, MONITOR_LIMITS.itemsMax)
      .map(([key, sum]) => ({ key, name: sum.name, figures: figuresOf(sum) }));
    return { total: figuresOf(total), series, items };
  }
}
