import { gatewayAppBindingEndpoints as B, gatewayAppEndpoints as E } from '@beacon/contracts/gateway-app.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { AppService } from './app.service';
import type { AppBindings } from './app-binding.service';

/** The application endpoints (`/api/v1/gateway/app`); every reply in form B. */
export const registerAppRoutes = (app: FastifyInstance, apps: AppService, bindings: AppBindings): void => {
  const done = formB(true as const);
  serveEndpoint(app, E.list, async ({ body }) => formB(await apps.list(body)));
  serveEndpoint(app, E.page, async ({ body }) => formB(await apps.page(body)));
  serveEndpoint(app, E.detail, async ({ query }) => formB(await apps.get(query.id)));
  serveEndpoint(app, E.get, async ({ params }) => formB(await apps.get(params.id)));
  serveEndpoint(app, E.save, async ({ body, caller }) => formB(await apps.create(body, caller().account)));
  serveEndpoint(app, E.update, async ({ body }) => formB(await apps.update(body)));
  serveEndpoint(app, E.remove, async ({ query }) => {
    await apps.remove(query.id);
    return done;
  });
  serveEndpoint(app, E.closed, async ({ query }) => {
    await apps.setClosed(query.id, query.isClosed);
    return done;
  });
  serveEndpoint(app, E.resetSecret, async ({ query }) => formB(await apps.resetSecret(query.id)));

  serveEndpoint(app, B.bindApis, async ({ body }) => {
    await bindings.bindApis(body);
    return done;
  });
  serveEndpoint(app, B.apiList, async ({ query }) => formB(await bindings.apis(query.id)));
  serveEndpoint(app, B.removeApi, async ({ query }) => {
    await bindings.removeApi(query.id, query.apiId);
    return done;
  });
  serveEndpoint(app, B.projectList, async ({ query, caller }) =>
    formB(await bindings.projects(query.id, caller().projects)),
  );
  serveEndpoint(app, B.projectPage, async ({ body, caller }) =>
    formB(await bindings.projectPage(body, caller().projects)),
  );
  serveEndpoint(app, B.bindProjects, async ({ body, caller }) => {
    await bindings.bindProjects(body, caller().projects);
    return done;
  });
};
