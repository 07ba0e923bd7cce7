import type { ApiCallLog, ApiCallLogPageRequest } from '@beacon/contracts/log-manage';
import type { Kysely, Selectable } from 'kysely';
import type { ApiCallLogTable } from '../../platform/audit/api-call-log';
import { apiCallLogRepository } from './api-call-log.repository';
import type { LogManageDatabase } from './tables';

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

/** Reading the API call log (the time-range rule is the contract's: from after to is refused before this runs). */
export class ApiCallLogService {
  constructor(private readonly db: Kysely<LogManageDatabase>) {}

  /** One page, newest first. */
  async page(filter: ApiCallLogPageRequest): Promise<{ items: ApiCallLog[]; total: number }> {
    const { rows, total } = await apiCallLogRepository.page(this.db, filter);
    return { items: rows.map(toApiCallLog), total };
  }
}
