import { refusal } from '@beacon/contracts/reasons';
import type { OperaLog, OperaLogPageRequest } from '@beacon/contracts/system-management';
import type { Kysely, Selectable } from 'kysely';
import type { OperaLogTable, PlatformTables } from '../../platform/db/tables';
import { AppError } from '../../platform/http/app-error';
import { operaLogRepository } from './opera-log.repository';

const toOperaLog = (row: Selectable<OperaLogTable>): OperaLog => ({
  id: row.id,
  account: row.account,
  module: row.module,
  action: row.action,
  method: row.method,
  path: row.path,
  targetId: row.target_id,
  msgId: row.msg_id,
  ip: row.ip,
  userAgent: row.user_agent,
  resultCode: row.result_code,
  httpStatus: row.http_status,
  durationMs: row.duration_ms,
  createDate: row.create_date,
});

/** Reading the system operation log. */
export class OperaLogService {
  constructor(private readonly db: Kysely<PlatformTables>) {}

  async page(filter: OperaLogPageRequest): Promise<{ items: OperaLog[]; total: number }> {
    if (filter.startTime !== undefined && filter.endTime !== undefined && filter.startTime > filter.endTime) {
      throw AppError.badRequest('body.startTime: must not be after endTime').with(refusal('startTime', 'fromAfterTo'));
    }
    const { rows, total } = await operaLogRepository.page(this.db, filter);
    return { items: rows.map(toOperaLog), total };
  }
}
