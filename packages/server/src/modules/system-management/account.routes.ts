import { accountEndpoints as endpoints } from '@beacon/contracts/system-management.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { AccountService } from './account.service';

/** Account management: page, detail, create, edit, enable/disable, reset password, unlock, end sessions, delete. */
export const registerAccountRoutes = (app: FastifyInstance, accounts: AccountService): void => {
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await accounts.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await accounts.get(params.id)));
  serveEndpoint(app, endpoints.save, async ({ body, caller }) => ok(await accounts.create(body, caller())));
  serveEndpoint(app, endpoints.update, async ({ body, caller }) => ok(await accounts.update(body, caller())));
  serveEndpoint(app, endpoints.enable, async ({ params, caller }) =>
    ok(await accounts.setStatus(params.id, 'enabled', caller())),
  );
  serveEndpoint(app, endpoints.disable, async ({ params, caller }) =>
    ok(await accounts.setStatus(params.id, 'disabled', caller())),
  );
  serveEndpoint(app, endpoints.resetPassword, async ({ params, body, caller }) =>
    ok({ generatedPassword: await accounts.resetPassword(params.id, body.password, caller()) }),
  );
  serveEndpoint(app, endpoints.endSessions, async ({ params, caller }) =>
    ok({ ended: await accounts.endSessions(params.id, caller()) }),
  );
  serveEndpoint(app, endpoints.unlock, async ({ params }) => ok(await accounts.unlock(params.id)));
  serveEndpoint(app, endpoints.remove, async ({ params, caller }) => {
    await accounts.remove(params.id, caller());
    return ok(null);
  });
};
