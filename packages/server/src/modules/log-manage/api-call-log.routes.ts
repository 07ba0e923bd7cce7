import { apiCallLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA } from '../../platform/http/envelopes';
import type { ApiCallLogService } from './api-call-log.service';

/** The API call log, read only: list A with time-range, app, API and result filters. */
export const registerApiCallLogRoutes = (app: FastifyInstance, logs: ApiCallLogService): void => {
  serveEndpoint(app, apiCallLogEndpoints.page, async ({ body }) => {
    const { items, total } = await logs.page(body);
    return listA(items, total);
  });
};
