import { monitorEndpoints as E } from '@beacon/contracts/gateway-monitor.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { ApiCallStatsService } from './api-call-stats.service';

/** The monitor's statistics (`/api/v1/gateway/logtail`, form B): per API and per application. */
export const registerApiCallStatsRoutes = (app: FastifyInstance, stats: ApiCallStatsService): void => {
  serveEndpoint(app, E.apiCount, async ({ body }) => formB(await stats.apiCount(body)));
  serveEndpoint(app, E.appCount, async ({ body }) => formB(await stats.appCount(body)));
};
