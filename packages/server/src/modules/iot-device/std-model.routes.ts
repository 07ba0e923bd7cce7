import { stdModelEndpoints as endpoints } from '@beacon/contracts/iot-model.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { StdModelService } from './std-model.service';

/** Standard thing models: page, choices, detail, create, edit, delete. */
export const registerStdModelRoutes = (app: FastifyInstance, models: StdModelService): void => {
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await models.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.list, async () => ok(await models.options()));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await models.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await models.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await models.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await models.remove(params.id);
    return ok(null);
  });
};
