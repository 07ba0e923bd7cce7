import { roleEndpoints as endpoints } from '@beacon/contracts/system-management.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { RoleService } from './role.service';

/** Role management: page, the account form's choices, detail, holders, create, edit, delete. */
export const registerRoleRoutes = (app: FastifyInstance, roles: RoleService): void => {
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await roles.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.options, async ({ caller }) => ok(await roles.options(caller())));
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await roles.get(params.id)));
  serveEndpoint(app, endpoints.holders, async ({ params }) => ok(await roles.holders(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body, caller }) => ok(await roles.create(body, caller())));
  serveEndpoint(app, endpoints.update, async ({ body, caller }) => ok(await roles.update(body, caller())));
  serveEndpoint(app, endpoints.remove, async ({ params, caller }) => {
    await roles.remove(params.id, caller());
    return ok(null);
  });
};
