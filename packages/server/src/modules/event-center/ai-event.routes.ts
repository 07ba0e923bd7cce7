import { aiEventEndpoints as E } from '@beacon/contracts/ai-event.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { AiEventService } from './ai-event.service';

/** The AI event endpoints for operators: page, detail, handle, batch handle. */
export const registerAiEventRoutes = (app: FastifyInstance, events: AiEventService): void => {
  serveEndpoint(app, E.page, async ({ body, caller }) => {
    const { items, total } = await events.page(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, E.get, async ({ params, caller }) => ok(await events.detail(params.id, caller().projects)));
  serveEndpoint(app, E.handle, async ({ params, body, caller }) =>
    ok(await events.handle(params.id, body, caller().account, caller().projects)),
  );
  serveEndpoint(app, E.batchHandle, async ({ body, caller }) =>
    ok(await events.batchHandle(body, caller().account, caller().projects)),
  );
};
