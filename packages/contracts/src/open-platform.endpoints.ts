import { z } from 'zod';
import { defineFormBEndpoint, type EndpointAccess } from './endpoint';
import {
  apiAreaFilterSchema,
  apiAreaPageSchema,
  apiAreaSaveSchema,
  apiAreaSchema,
  apiGroupFilterSchema,
  apiGroupPageSchema,
  apiGroupSaveSchema,
  apiGroupSchema,
  OPEN_PLATFORM_PATHS,
} from './open-platform';
import { formBDone, formBPageReply, formBReply, idParamSchema } from './protocol';

/** The module the business centre belongs to. */
export const OPENAPI_MODULE = 'openapi';
/** Page ids of the business centre. */
export const OPEN_PLATFORM_PAGES = { area: 'OpenAPI.area', group: 'OpenAPI.group', api: 'OpenAPI.api' } as const;
/** The area page's buttons (one `save` creates and edits, as the spec's call does). */
export const AREA_BUTTONS = { save: 'OpenAPI.area:save', delete: 'OpenAPI.area:delete' } as const;
/** The group page's buttons. */
export const GROUP_BUTTONS = { save: 'OpenAPI.group:save', delete: 'OpenAPI.group:delete' } as const;

/** Read access to a business centre page. */
export const openApiRead = (page: string): EndpointAccess => ({ kind: 'page', module: OPENAPI_MODULE, page });
/** Write access through a button of a business centre page. */
export const openApiWrite = (page: string, button: string): EndpointAccess => ({
  kind: 'button',
  module: OPENAPI_MODULE,
  page,
  button,
});
/** The areas and groups as choices: read by the group and API pages alike, so any holder of the module may. */
export const openApiChoices: EndpointAccess = { kind: 'module', module: OPENAPI_MODULE };

const A = OPEN_PLATFORM_PATHS.area;
const G = OPEN_PLATFORM_PATHS.group;

/** Areas (`domain`): list, page, save (create or edit), delete. */
export const apiAreaEndpoints = {
  list: defineFormBEndpoint({
    id: 'openPlatform.area.list',
    method: 'POST',
    path: `${A}/list`,
    summary: 'Every area (capped), by sort then name, for selects (filters: name, code)',
    access: openApiChoices,
    body: apiAreaFilterSchema.default({}),
    reply: formBReply(z.array(apiAreaSchema)),
  }),
  page: defineFormBEndpoint({
    id: 'openPlatform.area.page',
    method: 'POST',
    path: `${A}/page`,
    summary: 'Page of areas (form B: data {name, code}, offset, limit, orders)',
    access: openApiRead(OPEN_PLATFORM_PAGES.area),
    body: apiAreaPageSchema,
    reply: formBPageReply(apiAreaSchema),
  }),
  save: defineFormBEndpoint({
    id: 'openPlatform.area.save',
    method: 'POST',
    path: `${A}/save`,
    summary: 'Create an area, or edit the one `id` names (unique name and code); answers the saved area',
    access: openApiWrite(OPEN_PLATFORM_PAGES.area, AREA_BUTTONS.save),
    audit: 'apiArea.save',
    body: apiAreaSaveSchema,
    reply: formBReply(apiAreaSchema),
  }),
  remove: defineFormBEndpoint({
    id: 'openPlatform.area.delete',
    method: 'DELETE',
    path: `${A}/:id`,
    summary: 'Delete an area no group or API uses (409 inUse naming them)',
    access: openApiWrite(OPEN_PLATFORM_PAGES.area, AREA_BUTTONS.delete),
    audit: 'apiArea.delete',
    params: idParamSchema,
    reply: formBDone,
  }),
};

/** Groups: list, page, save (create or edit), delete. */
export const apiGroupEndpoints = {
  list: defineFormBEndpoint({
    id: 'openPlatform.group.list',
    method: 'POST',
    path: `${G}/list`,
    summary: 'Every group (capped), by name, for selects (filters: name, domainId)',
    access: openApiChoices,
    body: apiGroupFilterSchema.default({}),
    reply: formBReply(z.array(apiGroupSchema)),
  }),
  page: defineFormBEndpoint({
    id: 'openPlatform.group.page',
    method: 'POST',
    path: `${G}/page`,
    summary: 'Page of groups (form B: data {name, domainId}, offset, limit, orders)',
    access: openApiRead(OPEN_PLATFORM_PAGES.group),
    body: apiGroupPageSchema,
    reply: formBPageReply(apiGroupSchema),
  }),
  save: defineFormBEndpoint({
    id: 'openPlatform.group.save',
    method: 'POST',
    path: `${G}/save`,
    summary: 'Create a group, or edit the one `id` names (unique name, an existing area); answers the saved group',
    access: openApiWrite(OPEN_PLATFORM_PAGES.group, GROUP_BUTTONS.save),
    audit: 'apiGroup.save',
    body: apiGroupSaveSchema,
    reply: formBReply(apiGroupSchema),
  }),
  remove: defineFormBEndpoint({
    id: 'openPlatform.group.delete',
    method: 'DELETE',
    path: `${G}/:id`,
    summary: 'Delete a group no API uses (409 inUse naming them)',
    access: openApiWrite(OPEN_PLATFORM_PAGES.group, GROUP_BUTTONS.delete),
    audit: 'apiGroup.delete',
    params: idParamSchema,
    reply: formBDone,
  }),
};
