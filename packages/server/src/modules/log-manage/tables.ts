import type { ApiCallLog, SceneLog } from '@beacon/contracts/log-manage';
import type { Generated } from 'kysely';
import type { PlatformTables } from '../../platform/db/tables';
import type { LatencyColumn } from './latency-histogram';

/** A gateway call; timestamps are epoch milliseconds. */
export interface ApiCallLogTable {
  id: Generated<number>;
  app_id: string;
  app_name: string;
  /** The called API (null when no online API matched). */
  api_id: number | null;
  api_name: string;
  method: string;
  path: string;
  http_status: number;
  result: ApiCallLog['result'];
  duration_ms: number;
  client_ip: string;
  request_id: string;
  error_message: string;
  /** The refusal's reason key; '' on success. */
  reason: string;
  bytes_in: number;
  bytes_out: number;
  create_date: number;
}

/**
 * The calls of one API by one application in one period (a minute or an hour, `period_start` its first epoch ms):
 * added to by every instance's flushes (upserts that sum), so the monitor reads these instead of the log.
 */
export type ApiCallPeriodTable = {
  period_start: number;
  /** The API's id; 0 when no online API matched. */
  api_id: number;
  /** The application's appId; '' when no application was recognised. */
  app_id: string;
  /** The names as the latest flush recorded them. */
  api_name: string;
  app_name: string;
  calls: number;
  /** Calls answered with HTTP status ≥ 400. */
  errors: number;
} & Record<LatencyColumn, number>;

/** An automation run; timestamps are epoch milliseconds. */
export interface SceneLogTable {
  id: Generated<number>;
  rule_id: string;
  rule_name: string;
  /** What set the rule off ("trigger" itself is an SQL keyword). */
  trigger_desc: string;
  result: SceneLog['result'];
  detail: string;
  create_date: number;
}

/**
 * The API call log with its per-minute and hourly counts, and the scene log (this module's own: it creates and
 * writes them, others may read them).
 */
export type LogManageTables = {
  api_call_log: ApiCallLogTable;
  /** Calls per minute. */
  api_call_minute: ApiCallPeriodTable;
  /** Calls per hour (the same counts rolled up, so a month reads 720 rows per API and app). */
  api_call_hour: ApiCallPeriodTable;
  scene_log: SceneLogTable;
};

/** The log module's view of the database: the platform's tables (opera_log) and its own. */
export type LogManageDatabase = PlatformTables & LogManageTables;
