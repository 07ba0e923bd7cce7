import type { ApiCallLog, SceneLog } from '@beacon/contracts/log-manage';
import type { Generated } from 'kysely';
import type { PlatformTables } from '../../platform/db/tables';

/** A gateway call; timestamps are epoch milliseconds. */
export interface ApiCallLogTable {
  id: Generated<number>;
  app_id: string;
  app_name: string;
  api_name: string;
  method: string;
  path: string;
  http_status: number;
  result: ApiCallLog['result'];
  duration_ms: number;
  client_ip: string;
  request_id: string;
  error_message: string;
  create_date: number;
}

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

/** The API call log and the scene log (this module's own: it creates and writes them, others may read them). */
export type LogManageTables = {
  api_call_log: ApiCallLogTable;
  scene_log: SceneLogTable;
};

/** The log module's view of the database: the platform's tables (opera_log) and its own. */
export type LogManageDatabase = PlatformTables & LogManageTables;
