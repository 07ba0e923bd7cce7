import { workOrderEndpoints as E } from '@beacon/contracts/work-order.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { WorkOrderService } from './work-order.service';
import type { WorkOrderActions } from './work-order-actions';

/** The work order endpoints: page, detail, assignee choices, create by hand, and one per transition. */
export const registerWorkOrderRoutes = (
  app: FastifyInstance,
  orders: WorkOrderService,
  actions: WorkOrderActions,
): void => {
  serveEndpoint(app, E.page, async ({ body, caller }) => {
    const { items, total } = await orders.page(body, caller());
    return listA(items, total);
  });
  serveEndpoint(app, E.assignees, async () => ok(await orders.assignees()));
  serveEndpoint(app, E.get, async ({ params, caller }) => ok(await orders.detail(params.id, caller().projects)));
  serveEndpoint(app, E.save, async ({ body, caller }) => ok(await orders.create(body, caller())));
  serveEndpoint(app, E.assign, async ({ params, body, caller }) =>
    ok(await actions.act(params.id, 'assign', body, caller().account, caller().projects)),
  );
  for (const action of ['start', 'hold', 'resume', 'close'] as const)
    serveEndpoint(app, E[action], async ({ params, caller }) =>
      ok(await actions.act(params.id, action, {}, caller().account, caller().projects)),
    );
  serveEndpoint(app, E.resolve, async ({ params, body, caller }) =>
    ok(await actions.act(params.id, 'resolve', body, caller().account, caller().projects)),
  );
  serveEndpoint(app, E.cancel, async ({ params, body, caller }) =>
    ok(await actions.act(params.id, 'cancel', body, caller().account, caller().projects)),
  );
};
