import {
  domainModelEndpoints,
  modelRelevanceEndpoints,
  thirdModelEndpoints,
} from '@beacon/contracts/iot-third-model.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { DomainModelService } from './domain-model.service';
import type { ModelRelevanceService } from './model-relevance.service';
import type { ThirdModelService } from './third-model.service';

/** Domain service models: page, choices, detail, create, edit, delete, publish. */
export const registerDomainModelRoutes = (app: FastifyInstance, models: DomainModelService): void => {
  const endpoints = domainModelEndpoints;
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await models.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.list, async ({ body }) => ok(await models.options(body.status)));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await models.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await models.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await models.update(body)));
  serveEndpoint(app, endpoints.publish, async ({ params }) => ok(await models.publish(params.id)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await models.remove(params.id);
    return ok(null);
  });
};

/** Third-party thing models: page, choices, detail, create (JSON import), edit, delete. */
export const registerThirdModelRoutes = (app: FastifyInstance, models: ThirdModelService): void => {
  const endpoints = thirdModelEndpoints;
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await models.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.list, async () => ok(await models.options()));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await models.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await models.create(body)));
  serveEndpoint(app, endpoints.importModel, async ({ body }) => ok(await models.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await models.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await models.remove(params.id);
    return ok(null);
  });
};

/** Model associations: page, detail, create, edit, delete. */
export const registerModelRelevanceRoutes = (app: FastifyInstance, relevances: ModelRelevanceService): void => {
  const endpoints = modelRelevanceEndpoints;
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await relevances.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await relevances.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await relevances.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await relevances.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await relevances.remove(params.id);
    return ok(null);
  });
};
