import { clusterEndpoints as E } from '@beacon/contracts/gateway-cluster.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { ClusterService } from './cluster.service';

/** The service cluster endpoints (`/api/v1/gateway/service-cluster`); every reply in form B. */
export const registerClusterRoutes = (app: FastifyInstance, clusters: ClusterService): void => {
  const done = formB(true as const);
  serveEndpoint(app, E.list, async ({ body }) => formB(await clusters.list(body)));
  serveEndpoint(app, E.page, async ({ body }) => formB(await clusters.page(body)));
  serveEndpoint(app, E.save, async ({ body }) => formB(await clusters.create(body)));
  serveEndpoint(app, E.detail, async ({ query }) => formB(await clusters.get(query.id)));
  serveEndpoint(app, E.update, async ({ body }) => formB(await clusters.update(body)));
  serveEndpoint(app, E.remove, async ({ query }) => {
    await clusters.remove(query.id);
    return done;
  });
  serveEndpoint(app, E.bind, async ({ body }) => {
    await clusters.bind(body);
    return done;
  });
  serveEndpoint(app, E.apis, async ({ query }) => formB(await clusters.apis(query.id)));
};
