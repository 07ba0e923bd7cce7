import { type ApiCallLog, type ApiCallLogPageRequest, LOG_LIMITS } from '@beacon/contracts/log-manage';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ApiCallLogEntry } from '../../platform/audit/activity-logs';
import { fitColumn } from '../../platform/audit/fit-column';
import { apiCallLogRepository } from './api-call-log.repository';
import type { ApiCallLogTable, LogManageDatabase } from './tables';

const toApiCallLog = (row: Selectable<ApiCallLogTable>): ApiCallLog => ({
  id: row.id,
  appId: row.app_id,
  appName: row.app_name,
  apiName: row.api_name,
  method: row.method,
  path: row.path,
  httpStatus: row.http_status,
  result: row.result,
  durationMs: row.duration_ms,
  clientIp: row.client_ip,
  requestId: row.request_id,
  errorMessage: row.error_message,
  createDate: row.create_date,
});

/** The row of a recorded call: text cut to its column (control characters dropped), the duration rounded. */
const toRow = (entry: ApiCallLogEntry): Insertable<ApiCallLogTable> => ({
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
});

/** Appending to and reading the API call log (the time-range rule is the contract's: from after to is refused before this runs). */
export class ApiCallLogService {
  constructor(private readonly db: Kysely<LogManageDatabase>) {}

  /** Appends one gateway call (the writer this module provides to `ctx.logs`). */
  async append(entry: ApiCallLogEntry): Promise<void> {
    await apiCallLogRepository.append(this.db, toRow(entry));
  }

  /** One page, newest first. */
  async page(filter: ApiCallLogPageRequest): Promise<{ items: ApiCallLog[]; total: number }> {
    const { rows, total } = await apiCallLogRepository.page(this.db, filter);
    return { items: rows.map(toApiCallLog), total };
  }
}
