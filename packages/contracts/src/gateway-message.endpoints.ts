import { z } from 'zod';
import { defineFormBEndpoint } from './endpoint';
import { GATEWAY_APP_BUTTONS as B, GATEWAY_APP_PAGE as PAGE } from './gateway-app.endpoints';
import {
  GATEWAY_EVENT_TYPES,
  gatewayAppSetEventSchema,
  gatewayAppTestEventSchema,
  gatewayEventTypeSchema,
  gatewayTestEventQueuedSchema,
  GATEWAY_MESSAGE_PATH as P,
} from './gateway-message';
import { openApiRead, openApiWrite } from './open-platform.endpoints';
import { formBDone, formBReply, idParamSchema } from './protocol';

const read = openApiRead(PAGE);

/** Event push (the message gateway): the event types, an application's subscriptions, a test event. */
export const gatewayMessageEndpoints = {
  eventTypes: defineFormBEndpoint({
    id: 'gateway.app.eventTypes',
    method: 'GET',
    path: `${P}/event/type/list`,
    summary: "The event types an application may subscribe to, with their names in the caller's language",
    access: read,
    reply: formBReply(z.array(gatewayEventTypeSchema)),
  }),
  eventList: defineFormBEndpoint({
    id: 'gateway.app.eventList',
    method: 'GET',
    path: `${P}/app/event-list`,
    summary: 'The event types an application subscribes to (?id=)',
    access: read,
    query: idParamSchema,
    reply: formBReply(z.array(z.enum(GATEWAY_EVENT_TYPES))),
  }),
  setEvent: defineFormBEndpoint({
    id: 'gateway.app.setEvent',
    method: 'POST',
    path: `${P}/app/set-event`,
    summary:
      'Set the event types pushed to an application {id, eventTypes} (replaces them): matching device events and alarms of its bound projects are POSTed to its callback URL, signed (RFC 9421) with its secret, retried with backoff for 24 h',
    access: openApiWrite(PAGE, B.setEvent),
    audit: 'gatewayApp.setEvent',
    body: gatewayAppSetEventSchema,
    reply: formBDone,
  }),
  testEvent: defineFormBEndpoint({
    id: 'gateway.app.testEvent',
    method: 'POST',
    path: `${P}/app/test-event`,
    summary:
      "Queue a test event of a type {id, eventType} to an application's callback URL (`test: true` in the payload); refused (409) without a callback URL or for a closed application",
    access: openApiWrite(PAGE, B.testEvent),
    audit: 'gatewayApp.testEvent',
    body: gatewayAppTestEventSchema,
    reply: formBReply(gatewayTestEventQueuedSchema),
  }),
};
