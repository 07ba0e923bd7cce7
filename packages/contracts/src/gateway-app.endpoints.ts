import { z } from 'zod';
import { defineFormBEndpoint } from './endpoint';
import {
  gatewayAppApiQuerySchema,
  gatewayAppApiSchema,
  gatewayAppBindApisSchema,
  gatewayAppBindProjectsSchema,
  gatewayAppBoundProjectSchema,
  gatewayAppClosedQuerySchema,
  gatewayAppCreatedSchema,
  gatewayAppFilterSchema,
  gatewayAppPageSchema,
  gatewayAppProjectPageSchema,
  gatewayAppProjectSchema,
  gatewayAppSaveSchema,
  gatewayAppSchema,
  gatewayAppSecretSchema,
  gatewayAppUpdateSchema,
  GATEWAY_APP_PATH as P,
} from './gateway-app';
import { openApiChoices, openApiRead, openApiWrite } from './open-platform.endpoints';
import { formBDone, formBPageReply, formBReply, idParamSchema } from './protocol';

/** The application pages' id (the list and its hidden detail page). */
export const GATEWAY_APP_PAGE = 'OpenAPI.app';
const PAGE = GATEWAY_APP_PAGE;
/** The application pages' buttons. */
export const GATEWAY_APP_BUTTONS = {
  create: `${PAGE}:create`,
  edit: `${PAGE}:edit`,
  delete: `${PAGE}:delete`,
  close: `${PAGE}:close`,
  resetSecret: `${PAGE}:resetSecret`,
  bindApi: `${PAGE}:bindApi`,
  bindProject: `${PAGE}:bindProject`,
  /** Sets the event types pushed to the app (`/api/v1/message/gateway/app/set-event`). */
  setEvent: `${PAGE}:setEvent`,
  /** Sends a test event to the app's callback URL. */
  testEvent: `${PAGE}:testEvent`,
} as const;
const B = GATEWAY_APP_BUTTONS;
const read = openApiRead(PAGE);
const byId = idParamSchema;

/** Applications: list, page, detail, save, update, remove, open or close, reset secret. */
export const gatewayAppEndpoints = {
  list: defineFormBEndpoint({
    id: 'gateway.app.list',
    method: 'POST',
    path: `${P}/list`,
    summary: 'Every application (capped), by name, for selects (filters: name, appId, isClosed)',
    access: openApiChoices,
    body: gatewayAppFilterSchema.default({}),
    reply: formBReply(z.array(gatewayAppSchema)),
  }),
  page: defineFormBEndpoint({
    id: 'gateway.app.page',
    method: 'POST',
    path: `${P}/page`,
    summary: 'Page of applications (form B: data {name, appId, isClosed}, offset, limit, orders); never a secret',
    access: read,
    body: gatewayAppPageSchema,
    reply: formBPageReply(gatewayAppSchema),
  }),
  detail: defineFormBEndpoint({
    id: 'gateway.app.detail',
    method: 'GET',
    path: `${P}/detail`,
    summary: 'One application (?id=); never its secret',
    access: read,
    query: byId,
    reply: formBReply(gatewayAppSchema),
  }),
  /** The spec's `GET app/{x}`, read as `GET app/{id}`: the same as `app/detail?id=`. */
  get: defineFormBEndpoint({
    id: 'gateway.app.get',
    method: 'GET',
    path: `${P}/:id`,
    summary: "One application by id in the path (the spec's `GET app/{x}`; same reply as `app/detail`)",
    access: read,
    params: byId,
    reply: formBReply(gatewayAppSchema),
  }),
  save: defineFormBEndpoint({
    id: 'gateway.app.save',
    method: 'POST',
    path: `${P}/save`,
    summary:
      'Create an application (unique name, optional http(s) callback URL); the server generates its appId and secret and answers them: the only time the secret is shown',
    access: openApiWrite(PAGE, B.create),
    audit: 'gatewayApp.save',
    replyHoldsSecret: true,
    body: gatewayAppSaveSchema,
    reply: formBReply(gatewayAppCreatedSchema),
  }),
  update: defineFormBEndpoint({
    id: 'gateway.app.update',
    method: 'PUT',
    path: `${P}/update`,
    summary: 'Edit an application (id in the body; name, callback URL); answers it',
    access: openApiWrite(PAGE, B.edit),
    audit: 'gatewayApp.update',
    body: gatewayAppUpdateSchema,
    reply: formBReply(gatewayAppSchema),
  }),
  remove: defineFormBEndpoint({
    id: 'gateway.app.remove',
    method: 'DELETE',
    path: `${P}/remove`,
    summary: 'Delete an application and its bindings (?id=)',
    access: openApiWrite(PAGE, B.delete),
    audit: 'gatewayApp.remove',
    query: byId,
    reply: formBDone,
  }),
  closed: defineFormBEndpoint({
    id: 'gateway.app.closed',
    method: 'PUT',
    path: `${P}/update/closed`,
    summary: 'Close (`isClosed=true`: the gateway refuses its calls) or open an application (?id=&isClosed=)',
    access: openApiWrite(PAGE, B.close),
    audit: 'gatewayApp.closed',
    query: gatewayAppClosedQuerySchema,
    reply: formBDone,
  }),
  resetSecret: defineFormBEndpoint({
    id: 'gateway.app.resetSecret',
    method: 'GET',
    path: `${P}/reset-secret`,
    summary: 'A new secret for an application (?id=), shown this once; the old one stops working now',
    access: openApiWrite(PAGE, B.resetSecret),
    audit: 'gatewayApp.resetSecret',
    replyHoldsSecret: true,
    query: byId,
    reply: formBReply(gatewayAppSecretSchema),
  }),
};

/** An application's bound APIs and projects. */
export const gatewayAppBindingEndpoints = {
  bindApis: defineFormBEndpoint({
    id: 'gateway.app.bindApi',
    method: 'POST',
    path: `${P}/bing-api`,
    summary: 'Bind APIs to an application {id, apiIds} (adds; one bound already stays bound; an unknown API: 404)',
    access: openApiWrite(PAGE, B.bindApi),
    audit: 'gatewayApp.bindApi',
    body: gatewayAppBindApisSchema,
    reply: formBDone,
  }),
  apiList: defineFormBEndpoint({
    id: 'gateway.app.apiList',
    method: 'GET',
    path: `${P}/api-list`,
    summary: "An application's bound APIs (?id=), by name",
    access: read,
    query: byId,
    reply: formBReply(z.array(gatewayAppApiSchema)),
  }),
  removeApi: defineFormBEndpoint({
    id: 'gateway.app.removeApi',
    method: 'DELETE',
    path: `${P}/remove-bing`,
    summary: 'Unbind an API from an application (?id=&apiId=; one not bound is no error)',
    access: openApiWrite(PAGE, B.bindApi),
    audit: 'gatewayApp.removeApi',
    query: gatewayAppApiQuerySchema,
    reply: formBDone,
  }),
  projectList: defineFormBEndpoint({
    id: 'gateway.app.projectList',
    method: 'GET',
    path: `${P}/project-list`,
    summary: "An application's bound projects (?id=) among the caller's projects, by code",
    access: read,
    query: byId,
    reply: formBReply(z.array(gatewayAppBoundProjectSchema)),
  }),
  projectPage: defineFormBEndpoint({
    id: 'gateway.app.projectPage',
    method: 'POST',
    path: `${P}/project-page`,
    summary:
      "Page of the caller's projects for the binding dialog, each with `bound` for the application `data.id` (form B: data {id, projectCode, projectName, bound})",
    access: read,
    body: gatewayAppProjectPageSchema,
    reply: formBPageReply(gatewayAppProjectSchema),
  }),
  bindProjects: defineFormBEndpoint({
    id: 'gateway.app.bindProject',
    method: 'POST',
    path: `${P}/bing-project`,
    summary:
      "Set an application's bound projects {id, projectCodes} among the caller's projects (an unknown code: 404; bindings outside the caller's projects stay)",
    access: openApiWrite(PAGE, B.bindProject),
    audit: 'gatewayApp.bindProject',
    body: gatewayAppBindProjectsSchema,
    reply: formBDone,
  }),
};
