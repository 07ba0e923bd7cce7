import { LOG_LIMITS } from '@beacon/contracts/log-manage';
import type { Insertable } from 'kysely';
import type { ApiCallLogEntry } from '../../platform/audit/activity-logs';
import { fitColumn } from '../../platform/audit/fit-column';
import { emptyHistogram, LATENCY_COLUMNS, latencyBucket } from './latency-histogram';
import type { ApiCallLogTable, ApiCallPeriodTable } from './tables';

const INT_MAX = 2_147_483_647;

/** A whole number within [0, max]: what an integer column holds, so no value can make a batch fail. */
const count = (value: number, max = INT_MAX): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;

/** The row of a recorded call: text cut to its column (control characters dropped), numbers rounded into range. */
export const toApiCallRow = (entry: ApiCallLogEntry): Insertable<ApiCallLogTable> => ({
  app_id: fitColumn(entry.appId, LOG_LIMITS.appId),
  app_name: fitColumn(entry.appName, LOG_LIMITS.appName),
  api_id: entry.apiId === null || count(entry.apiId) === 0 ? null : count(entry.apiId),
  api_name: fitColumn(entry.apiName, LOG_LIMITS.apiName),
  method: fitColumn(entry.method, LOG_LIMITS.method),
  path: fitColumn(entry.path, LOG_LIMITS.path),
  http_status: count(entry.httpStatus, 999),
  result: entry.result,
  duration_ms: count(entry.durationMs),
  client_ip: fitColumn(entry.clientIp, LOG_LIMITS.clientIp),
  request_id: fitColumn(entry.requestId, LOG_LIMITS.requestId),
  error_message: fitColumn(entry.errorMessage, LOG_LIMITS.errorMessage),
  reason: fitColumn(entry.reason, LOG_LIMITS.reason),
  bytes_in: count(entry.bytesIn, Number.MAX_SAFE_INTEGER),
  bytes_out: count(entry.bytesOut, Number.MAX_SAFE_INTEGER),
  create_date: entry.createDate ?? Date.now(),
});

/** Whether a call counts as an error on the monitor: answered with HTTP status 400 or above. */
export const isErrorStatus = (httpStatus: number): boolean => httpStatus >= 400;

/**
 * Calls summed per period (`periodMs`: a minute or an hour, by `create_date`), API and application, ordered by that
 * key: every writer upserts in the same order, so two instances adding to the same rows never deadlock.
 */
export const periodCounts = (
  rows: readonly Insertable<ApiCallLogTable>[],
  periodMs: number,
): Insertable<ApiCallPeriodTable>[] => {
  const sums = new Map<string, Insertable<ApiCallPeriodTable>>();
  for (const row of rows) {
    const period = Math.floor(row.create_date / periodMs) * periodMs;
    const apiId = row.api_id ?? 0;
    const key = `${period}\u0000${apiId}\u0000${row.app_id}`;
    let sum = sums.get(key);
    if (!sum) {
      const empty = { api_name: '', app_name: '', calls: 0, errors: 0, ...emptyHistogram() };
      sum = { period_start: period, api_id: apiId, app_id: row.app_id, ...empty };
      sums.set(key, sum);
    }
    sum.api_name = row.api_name;
    sum.app_name = row.app_name;
    sum.calls += 1;
    if (isErrorStatus(row.http_status)) sum.errors += 1;
    const bucket = LATENCY_COLUMNS[latencyBucket(row.duration_ms)];
    if (bucket) sum[bucket] = (sum[bucket] ?? 0) + 1;
  }
  return [...sums.values()].sort(
    (a, b) =>
      a.period_start - b.period_start ||
      a.api_id - b.api_id ||
      (a.app_id < b.app_id ? -1 : a.app_id > b.app_id ? 1 : 0),
  );
};
