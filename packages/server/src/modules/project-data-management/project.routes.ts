import { projectEndpoints as endpoints } from '@beacon/contracts/project-data-management.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { ProjectService } from './project.service';

/** Project management: page, the selects' choices, detail, create, edit, delete. */
export const registerProjectRoutes = (app: FastifyInstance, projects: ProjectService): void => {
  serveEndpoint(app, endpoints.page, async ({ body, caller }) => {
    const { items, total } = await projects.page(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.options, async ({ caller }) => ok(await projects.options(caller().projects)));
  serveEndpoint(app, endpoints.get, async ({ params, caller }) => ok(await projects.get(params.id, caller().projects)));
  serveEndpoint(app, endpoints.save, async ({ body, caller }) => ok(await projects.create(body, caller().projects)));
  serveEndpoint(app, endpoints.update, async ({ body, caller }) => ok(await projects.update(body, caller().projects)));
  serveEndpoint(app, endpoints.remove, async ({ params, caller }) => {
    await projects.remove(params.id, caller().projects);
    return ok(null);
  });
};
