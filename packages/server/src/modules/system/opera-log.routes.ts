import { type OperaLog, operaLogPageSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import type { DB, OperaLogTable } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { listA } from '../../platform/http/envelopes';
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
  resultCode: row.result_code,
  httpStatus: row.http_status,
  durationMs: row.duration_ms,
  createDate: row.create_date,
});

/** The operation log, read-only: list A with account, module and time-range filters. */
export const operaLogRoutes = (db: Kysely<DB>) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Readable by system management (the account audit) and log management (the log pages).
  app.post(
    `${SYSTEM_PATHS.operaLog}/page`,
    { schema: { body: operaLogPageSchema }, config: { action: 'opera-log.page' } },
    async (request) => {
      const resources = request.auth?.resources;
      if (!resources?.has('system-management') && !resources?.has('log-manage')) throw AppError.forbidden();
      if (
        request.body.startTime !== undefined &&
        request.body.endTime !== undefined &&
        request.body.startTime > request.body.endTime
      ) {
        throw AppError.badRequest('startTime: must not be after endTime');
      }
      const { rows, total } = await operaLogRepository.page(db, request.body);
      return listA(rows.map(toOperaLog), total);
    },
  );
};
