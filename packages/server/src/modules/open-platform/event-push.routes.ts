import { gatewayMessageEndpoints as E } from '@beacon/contracts/gateway-message.endpoints';
import type { FastifyInstance } from 'fastify';
import { consoleLocale } from '../../platform/http/console-locale';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { formB } from '../../platform/http/envelopes';
import type { EventSubscriptions } from './event-subscription.service';

/** The event push endpoints (`/api/v1/message/gateway`); every reply in form B. */
export const registerEventPushRoutes = (app: FastifyInstance, subscriptions: EventSubscriptions): void => {
  serveEndpoint(app, E.eventTypes, async ({ request }) => formB(subscriptions.types(consoleLocale(request).language)));
  serveEndpoint(app, E.eventList, async ({ query }) => formB(await subscriptions.list(query.id)));
  serveEndpoint(app, E.setEvent, async ({ body }) => {
    await subscriptions.set(body);
    return formB(true as const);
  });
  serveEndpoint(app, E.testEvent, async ({ body }) => formB(await subscriptions.test(body)));
};
