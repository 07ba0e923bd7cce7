import { z } from 'zod';
import { defineFormBEndpoint } from './endpoint';
import { OPEN_PLATFORM_PATHS } from './open-platform';
import { OPEN_PLATFORM_PAGES, openApiChoices, openApiRead, openApiWrite } from './open-platform.endpoints';
import {
  apiCountSchema,
  apiCreateSchema,
  apiFilterSchema,
  apiPageSchema,
  apiUpdateSchema,
  openApiSchema,
  publishedApiSchema,
} from './open-platform-api';
import { formBDone, formBPageReply, formBReply, idParamSchema } from './protocol';

const PAGE = OPEN_PLATFORM_PAGES.api;
/** The API list page's buttons. */
export const API_BUTTONS = {
  create: `${PAGE}:create`,
  edit: `${PAGE}:edit`,
  delete: `${PAGE}:delete`,
  deploy: `${PAGE}:deploy`,
  offline: `${PAGE}:offline`,
} as const;

const P = OPEN_PLATFORM_PATHS.api;
/** `?id=`: the API a call names (the spec's calls carry it in the query). */
const byId = idParamSchema;

/** APIs: page, list, save, update, remove, detail, deploy, offline, view (published definition), count by status. */
export const openApiEndpoints = {
  page: defineFormBEndpoint({
    id: 'openPlatform.api.page',
    method: 'POST',
    path: `${P}/page`,
    summary: 'Page of APIs (form B: data {name, path, method, domainId, groupId, status}, offset, limit, orders)',
    access: openApiRead(PAGE),
    body: apiPageSchema,
    reply: formBPageReply(openApiSchema),
  }),
  list: defineFormBEndpoint({
    id: 'openPlatform.api.list',
    method: 'POST',
    path: `${P}/list`,
    summary: 'Every API (capped), by name, for selects (same filters as the page)',
    access: openApiChoices,
    body: apiFilterSchema.default({}),
    reply: formBReply(z.array(openApiSchema)),
  }),
  save: defineFormBEndpoint({
    id: 'openPlatform.api.save',
    method: 'POST',
    path: `${P}/save`,
    summary:
      'Create an API as a draft (unique name; a group of its area; JSON Schemas checked; built-in or a backend path); answers it',
    access: openApiWrite(PAGE, API_BUTTONS.create),
    audit: 'openApi.save',
    body: apiCreateSchema,
    reply: formBReply(openApiSchema),
  }),
  update: defineFormBEndpoint({
    id: 'openPlatform.api.update',
    method: 'PUT',
    path: `${P}/update`,
    summary: 'Edit a draft or offline API (id in the body; an online one: 409 apiOnlineLocked); answers it',
    access: openApiWrite(PAGE, API_BUTTONS.edit),
    audit: 'openApi.update',
    body: apiUpdateSchema,
    reply: formBReply(openApiSchema),
  }),
  remove: defineFormBEndpoint({
    id: 'openPlatform.api.remove',
    method: 'DELETE',
    path: `${P}/remove`,
    summary: 'Delete a draft or offline API (?id=)',
    access: openApiWrite(PAGE, API_BUTTONS.delete),
    audit: 'openApi.remove',
    query: byId,
    reply: formBDone,
  }),
  detail: defineFormBEndpoint({
    id: 'openPlatform.api.detail',
    method: 'GET',
    path: `${P}/detail`,
    summary: 'One API as edited (?id=)',
    access: openApiRead(PAGE),
    query: byId,
    reply: formBReply(openApiSchema),
  }),
  deploy: defineFormBEndpoint({
    id: 'openPlatform.api.deploy',
    method: 'GET',
    path: `${P}/deploy`,
    summary:
      'Deploy a draft or offline API (?id=): online, its definition published; refused when another online API has its method and path, or its cluster has no node',
    access: openApiWrite(PAGE, API_BUTTONS.deploy),
    audit: 'openApi.deploy',
    query: byId,
    reply: formBDone,
  }),
  offline: defineFormBEndpoint({
    id: 'openPlatform.api.offline',
    method: 'GET',
    path: `${P}/offline`,
    summary: 'Take an online API offline (?id=)',
    access: openApiWrite(PAGE, API_BUTTONS.offline),
    audit: 'openApi.offline',
    query: byId,
    reply: formBDone,
  }),
  view: defineFormBEndpoint({
    id: 'openPlatform.api.view',
    method: 'GET',
    path: `${P}/view`,
    summary: 'The definition an API was last deployed with (?id=; 404 apiNotPublished while never deployed)',
    access: openApiRead(PAGE),
    query: byId,
    reply: formBReply(publishedApiSchema),
  }),
  count: defineFormBEndpoint({
    id: 'openPlatform.api.count',
    method: 'GET',
    path: `${OPEN_PLATFORM_PATHS.statis}/api-count`,
    summary: 'APIs by status: total, draft, online, offline',
    access: openApiRead(PAGE),
    reply: formBReply(apiCountSchema),
  }),
};
