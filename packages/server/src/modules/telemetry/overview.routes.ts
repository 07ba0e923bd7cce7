import { overviewEndpoints } from '@beacon/contracts/overview.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import type { OverviewService } from './overview.service';

/** The IoT overview dashboard's figures, within the caller's projects. */
export const registerOverviewRoutes = (app: FastifyInstance, overview: OverviewService): void => {
  serveEndpoint(app, overviewEndpoints.get, async ({ caller }) =>
    ok(await overview.read(caller().projects, Date.now())),
  );
};
