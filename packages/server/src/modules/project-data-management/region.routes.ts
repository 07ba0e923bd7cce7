import { regionEndpoints as endpoints } from '@beacon/contracts/project-data-management.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import type { RegionService } from './region.service';

/** Regions: the cascader tree and one code resolved. */
export const registerRegionRoutes = (app: FastifyInstance, regions: RegionService): void => {
  serveEndpoint(app, endpoints.tree, async () => ok(regions.cascader()));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(regions.resolve(params.code)));
};
