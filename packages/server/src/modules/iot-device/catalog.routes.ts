import { deviceCategoryEndpoints, productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import type { DeviceCategoryService } from './device-category.service';
import type { ProductGroupService } from './product-group.service';

/** Product groups through the spec's stdProductGroup calls: list, create, edit, delete. */
export const registerProductGroupRoutes = (app: FastifyInstance, groups: ProductGroupService): void => {
  const endpoints = productGroupEndpoints;
  serveEndpoint(app, endpoints.list, async () => ok(await groups.list()));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await groups.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await groups.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await groups.remove(params.id);
    return ok(null);
  });
};

/** Device categories: the tree, detail, create, edit, delete. */
export const registerDeviceCategoryRoutes = (app: FastifyInstance, categories: DeviceCategoryService): void => {
  const endpoints = deviceCategoryEndpoints;
  serveEndpoint(app, endpoints.list, async () => ok(await categories.tree()));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await categories.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await categories.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await categories.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await categories.remove(params.id);
    return ok(null);
  });
};
