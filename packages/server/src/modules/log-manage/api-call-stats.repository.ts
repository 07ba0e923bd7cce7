import { type Expression, type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { LATENCY_COLUMNS, type LatencyColumn } from './latency-histogram';
import type { ApiCallPeriodTable, LogManageDatabase } from './tables';

/** The table of calls per minute or per hour. */
export type PeriodTable = 'api_call_minute' | 'api_call_hour';

/** Periods to read: `[start, end)` spans of period starts (epoch ms) in one table. */
export interface PeriodSpans {
  table: PeriodTable;
  spans: readonly (readonly [number, number])[];
}

/** Which calls: one API and/or one application. */
export interface CallFilter {
  apiId?: number;
  appId?: string;
}

/** How to sum: per period (the series folds periods into its steps), per API or per application. */
export type SumBy = 'period' | 'api' | 'app';

/** Counts summed over a group: its key (the period's start, the API's id or the appId) and, per item, a name. */
export type SummedRow = { key: number | string; name: string; calls: number; errors: number } & Record<
  LatencyColumn,
  number
>;

const COUNT_COLUMNS = ['calls', 'errors', ...LATENCY_COLUMNS] as const;

/** `<table>.<column> + excluded.<column>`: an upsert adds the new counts to the stored ones. */
const added = (table: PeriodTable, column: string) =>
  sql<number>`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`;

/** Queries of the per-minute and hourly call counts: adding a flush's counts, and sums over spans of periods. */
export const apiCallStatsRepository = {
  /** Adds counts (rows ordered by key) to their periods: instances flushing the same rows sum, never overwrite. */
  add: (db: Kysely<LogManageDatabase>, table: PeriodTable, rows: readonly Insertable<ApiCallPeriodTable>[]) =>
    db
      .insertInto(table)
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['period_start', 'api_id', 'app_id']).doUpdateSet((eb) => ({
          api_name: eb.ref('excluded.api_name'),
          app_name: eb.ref('excluded.app_name'),
          ...Object.fromEntries(COUNT_COLUMNS.map((column) => [column, added(table, column)])),
        })),
      )
      .execute(),

  /** The counts of the spans' periods (of calls matching the filter), summed per group. */
  sum: async (
    db: Kysely<LogManageDatabase>,
    { table, spans }: PeriodSpans,
    filter: CallFilter,
    by: SumBy,
  ): Promise<SummedRow[]> => {
    // Per period, the rows come grouped in primary-key order: no sort of the whole range before summing.
    const key = sql.ref<number | string>(by === 'period' ? 'period_start' : by === 'api' ? 'api_id' : 'app_id');
    const name =
      by === 'period' ? sql<string>`''` : sql<string>`max(${sql.ref(by === 'api' ? 'api_name' : 'app_name')})`;
    let query = db
      .selectFrom(table)
      .select((eb) => [
        key.as('key'),
        name.as('name'),
        ...COUNT_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column)),
      ])
      .where((eb) =>
        eb.or(
          spans.map(
            ([start, end]): Expression<SqlBool> =>
              eb.and([eb('period_start', '>=', start), eb('period_start', '<', end)]),
          ),
        ),
      )
      .groupBy(key);
    if (filter.apiId !== undefined) query = query.where('api_id', '=', filter.apiId);
    if (filter.appId !== undefined) query = query.where('app_id', '=', filter.appId);
    const rows = await query.execute();
    // SUM answers a string or bigint on some drivers and dialects: every count as a plain number.
    return rows.map((row) => {
      const summed: Record<string, number | string> = { key: row.key, name: row.name };
      for (const column of COUNT_COLUMNS) summed[column] = Number(row[column] ?? 0);
      return summed as SummedRow;
    });
  },
};
