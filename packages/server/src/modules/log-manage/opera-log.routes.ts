import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA } from '../../platform/http/envelopes';
import type { OperaLogService } from './opera-log.service';

/** The operation log, read only: list A with account, module and time-range filters. */
export const registerOperaLogRoutes = (app: FastifyInstance, logs: OperaLogService): void => {
  serveEndpoint(app, operaLogEndpoints.page, async ({ body }) => {
    const { items, total } = await logs.page(body);
    return listA(items, total);
  });
};
