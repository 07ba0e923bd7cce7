import { type ApiCallLog, LOG_LIMITS } from '@beacon/contracts/log-manage';
import type { Generated, Kysely } from 'kysely';
import type { PlatformTables } from '../db/tables';
import { fitColumn } from './fit-column';

/** A gateway call (created by the log-manage module's migration 0002, which every app runs before any module registers). */
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

/** The API call log table, for `withTables`. */
export type ApiCallLogTables = {
  api_call_log: ApiCallLogTable;
};

/** What the gateway records of one call; `createDate` defaults to now. */
export type ApiCallLogEntry = Omit<ApiCallLog, 'id' | 'createDate'> & { createDate?: number };

/**
 * Appends one row to the API call log (append-only: nothing edits or deletes it but retention). Text is cut to
 * its column; never pass request or response bodies, secrets or signatures.
 */
export const appendApiCallLog = async (db: Kysely<PlatformTables>, entry: ApiCallLogEntry): Promise<void> => {
  await db
    .withTables<ApiCallLogTables>()
    .insertInto('api_call_log')
    .values({
      app_id: fitColumn(entry.appId, LOG_LIMITS.appId),
      app_name: fitColumn(entry.appName, LOG_LIMITS.appName),
      api_name: fitColumn(entry.apiName, LOG_LIMITS.apiName),
      method: fitColumn(entry.method, LOG_LIMITS.method),
      path: fitColumn(entry.path, LOG_LIMITS.path),
      http_status: entry.httpStatus,
      result: entry.result,
      duration_ms: Math.max(0, Math.round(entry.durationMs)),
      client_ip: fitColumn(entry.clientIp, LOG_LIMITS.clientIp),
      request_id: fitColumn(entry.requestId, LOG_LIMITS.requestId),
      error_message: fitColumn(entry.errorMessage, LOG_LIMITS.errorMessage),
      create_date: entry.createDate ?? Date.now(),
    })
    .execute();
};
