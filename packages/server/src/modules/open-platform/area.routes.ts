import { apiAreaEndpoints as E } from '@beacon/contracts/open-platform.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { AreaService } from './area.service';

/** The area endpoints (`/open-platform/domain`): list, page, save, delete; every reply in form B. */
export const registerAreaRoutes = (app: FastifyInstance, areas: AreaService): void => {
  serveEndpoint(app, E.list, async ({ body }) => formB(await areas.list(body)));
  serveEndpoint(app, E.page, async ({ body }) => formB(await areas.page(body)));
  serveEndpoint(app, E.save, async ({ body }) => formB(await areas.save(body)));
  serveEndpoint(app, E.remove, async ({ params }) => {
    await areas.remove(params.id);
    return formB(true as const);
  });
};
