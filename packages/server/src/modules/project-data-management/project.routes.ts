import { projectEndpoints as endpoints } from '@beacon/contracts/master-data.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { ProjectService } from './project.service';

/** Project management: page, the selects' choices, detail, create, edit, delete. */
export const registerProjectRoutes = (app: FastifyInstance, projects: ProjectService): void => {
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await projects.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.options, async () => ok(await projects.options()));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await projects.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await projects.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await projects.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await projects.remove(params.id);
    return ok(null);
  });
};
