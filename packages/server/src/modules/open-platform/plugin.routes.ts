import { pluginEndpoints as E } from '@beacon/contracts/gateway-plugin.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { PluginService } from './plugin.service';

/** The plugin endpoints (`/api/v1/gateway/plugin`); every reply in form B. */
export const registerPluginRoutes = (app: FastifyInstance, plugins: PluginService): void => {
  const done = formB(true as const);
  serveEndpoint(app, E.page, async ({ body }) => formB(await plugins.page(body)));
  serveEndpoint(app, E.save, async ({ body }) => formB(await plugins.create(body)));
  serveEndpoint(app, E.detail, async ({ query }) => formB(await plugins.get(query.id)));
  serveEndpoint(app, E.update, async ({ body }) => formB(await plugins.update(body)));
  serveEndpoint(app, E.remove, async ({ query }) => {
    await plugins.remove(query.id);
    return done;
  });
  serveEndpoint(app, E.bind, async ({ body }) => {
    await plugins.bind(body);
    return done;
  });
  serveEndpoint(app, E.apis, async ({ query }) => formB(await plugins.apis(query.pluginId)));
  serveEndpoint(app, E.unbind, async ({ body }) => {
    await plugins.unbind(body);
    return done;
  });
};
