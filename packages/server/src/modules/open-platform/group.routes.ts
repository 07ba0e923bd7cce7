import { apiGroupEndpoints as E } from '@beacon/contracts/open-platform.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { GroupService } from './group.service';

/** The group endpoints (`/open-platform/group`): list, page, save, delete; every reply in form B. */
export const registerGroupRoutes = (app: FastifyInstance, groups: GroupService): void => {
  serveEndpoint(app, E.list, async ({ body }) => formB(await groups.list(body)));
  serveEndpoint(app, E.page, async ({ body }) => formB(await groups.page(body)));
  serveEndpoint(app, E.save, async ({ body }) => formB(await groups.save(body)));
  serveEndpoint(app, E.remove, async ({ params }) => {
    await groups.remove(params.id);
    return formB(true as const);
  });
};
