import { openApiEndpoints as E } from '@beacon/contracts/open-platform-api.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { ApiService } from './api.service';
import type { ApiRelease } from './api-release';

/** The API endpoints (`/open-platform/api`, `/open-platform/statis`); every reply in form B. */
export const registerApiRoutes = (app: FastifyInstance, apis: ApiService, release: ApiRelease): void => {
  const done = formB(true as const);
  serveEndpoint(app, E.page, async ({ body }) => formB(await apis.page(body)));
  serveEndpoint(app, E.list, async ({ body }) => formB(await apis.list(body)));
  serveEndpoint(app, E.save, async ({ body }) => formB(await apis.create(body)));
  serveEndpoint(app, E.update, async ({ body }) => formB(await apis.update(body)));
  serveEndpoint(app, E.remove, async ({ query }) => {
    await apis.remove(query.id);
    return done;
  });
  serveEndpoint(app, E.detail, async ({ query }) => formB(await apis.get(query.id)));
  serveEndpoint(app, E.deploy, async ({ query }) => {
    await release.deploy(query.id);
    return done;
  });
  serveEndpoint(app, E.offline, async ({ query }) => {
    await release.offline(query.id);
    return done;
  });
  serveEndpoint(app, E.view, async ({ query }) => formB(await release.view(query.id)));
  serveEndpoint(app, E.count, async () => formB(await apis.count()));
};
