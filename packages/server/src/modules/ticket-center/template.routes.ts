import { templateEndpoints as E } from '@beacon/contracts/work-order-template.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { TemplateService } from './template.service';

/** The template endpoints: page, options, detail, create, edit, delete. */
export const registerTemplateRoutes = (app: FastifyInstance, templates: TemplateService): void => {
  serveEndpoint(app, E.page, async ({ body }) => {
    const { items, total } = await templates.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, E.options, async () => ok(await templates.options()));
  serveEndpoint(app, E.get, async ({ params }) => ok(await templates.get(params.id)));
  serveEndpoint(app, E.save, async ({ body }) => ok(await templates.create(body)));
  serveEndpoint(app, E.update, async ({ body }) => ok(await templates.update(body)));
  serveEndpoint(app, E.remove, async ({ params }) => {
    await templates.remove(params.id);
    return ok(null);
  });
};
