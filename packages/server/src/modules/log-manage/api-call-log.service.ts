import type { ApiCallLog, ApiCallLogPageRequest } from '@beacon/contracts/log-manage';
import type { Kysely, Selectable } from 'kysely';
import { apiCallLogRepository } from './api-call-log.repository';
import type { ApiCallLogTable, LogManageDatabase } from './tables';

const toApiCallLog = (row: Selectable<ApiCallLogTable>): ApiCallLog => ({
  id: row.id,
  appId: row.app_id,
  appName: row.app_name,
  apiId: row.api_id,
  apiName: row.api_name,
  method: row.method,
  path: row.path,
  httpStatus: row.http_status,
  result: row.result,
  durationMs: row.duration_ms,
  clientIp: row.client_ip,
  requestId: row.request_id,
  errorMessage: row.error_message,
  reason: row.reason,
  bytesIn: row.bytes_in,
  bytesOut: row.bytes_out,
  createDate: row.create_date,
});

/**
 * Reading the API call log (the time-range rule is the contract's: from after to is refused before this runs);
 * calls are appended through the buffered writer (ApiCallLogWriter), which `flush` empties.
 */
export class ApiCallLogService {
  constructor(
    private readonly db: Kysely<LogManageDatabase>,
    private readonly flush: () => Promise<void>,
  ) {}

  /** One page, newest first; the calls still queued are written first, so a call shows as soon as it is made. */
  async page(filter: ApiCallLogPageRequest): Promise<{ items: ApiCallLog[]; total: number }> {
    await this.flush();
    const { rows, total } = await apiCallLogRepository.page(this.db, filter);
    return { items: rows.map(toApiCallLog), total };
  }
}
