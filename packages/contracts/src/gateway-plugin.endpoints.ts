import { z } from 'zod';
import { defineFormBEndpoint } from './endpoint';
import { boundApiSchema, GATEWAY_PAGES, GATEWAY_PATHS } from './gateway';
import {
  pluginBindSchema,
  pluginIdQuerySchema,
  pluginPageSchema,
  pluginSaveSchema,
  pluginSchema,
  pluginUpdateSchema,
} from './gateway-plugin';
import { openApiRead, openApiWrite } from './open-platform.endpoints';
import { formBDone, formBPageReply, formBReply, idParamSchema } from './protocol';

const PAGE = GATEWAY_PAGES.plugin;
/** The plugin page's buttons. */
export const PLUGIN_BUTTONS = {
  create: `${PAGE}:create`,
  edit: `${PAGE}:edit`,
  delete: `${PAGE}:delete`,
  bind: `${PAGE}:bind`,
} as const;

const P = GATEWAY_PATHS.plugin;

/** Plugins (spec section 7 calls, word for word): page, save, detail, update, remove, bing-api, api-list, remove-bing. */
export const pluginEndpoints = {
  page: defineFormBEndpoint({
    id: 'gateway.plugin.page',
    method: 'POST',
    path: `${P}/page`,
    summary: 'Page of plugins (form B: data {name, type}, offset, limit, orders)',
    access: openApiRead(PAGE),
    body: pluginPageSchema,
    reply: formBPageReply(pluginSchema),
  }),
  save: defineFormBEndpoint({
    id: 'gateway.plugin.save',
    method: 'POST',
    path: `${P}/save`,
    summary: "Create a plugin (unique name; its type's config checked, 400 naming config.<field>); answers it",
    access: openApiWrite(PAGE, PLUGIN_BUTTONS.create),
    audit: 'gatewayPlugin.save',
    body: pluginSaveSchema,
    reply: formBReply(pluginSchema),
  }),
  detail: defineFormBEndpoint({
    id: 'gateway.plugin.detail',
    method: 'GET',
    path: `${P}/detail`,
    summary: 'One plugin (?id=)',
    access: openApiRead(PAGE),
    query: idParamSchema,
    reply: formBReply(pluginSchema),
  }),
  update: defineFormBEndpoint({
    id: 'gateway.plugin.update',
    method: 'PUT',
    path: `${P}/update`,
    summary: 'Edit a plugin (id in the body; name, type and config replaced); answers it',
    access: openApiWrite(PAGE, PLUGIN_BUTTONS.edit),
    audit: 'gatewayPlugin.update',
    body: pluginUpdateSchema,
    reply: formBReply(pluginSchema),
  }),
  remove: defineFormBEndpoint({
    id: 'gateway.plugin.remove',
    method: 'DELETE',
    path: `${P}/remove`,
    summary: 'Delete a plugin and its bindings (?id=)',
    access: openApiWrite(PAGE, PLUGIN_BUTTONS.delete),
    audit: 'gatewayPlugin.remove',
    query: idParamSchema,
    reply: formBDone,
  }),
  bind: defineFormBEndpoint({
    id: 'gateway.plugin.bind',
    method: 'POST',
    path: `${P}/bing-api`,
    summary: 'Bind a plugin to APIs {pluginId, apiIds} (a binding already there is kept; an unknown API: 404)',
    access: openApiWrite(PAGE, PLUGIN_BUTTONS.bind),
    audit: 'gatewayPlugin.bind',
    body: pluginBindSchema,
    reply: formBDone,
  }),
  apis: defineFormBEndpoint({
    id: 'gateway.plugin.apis',
    method: 'GET',
    path: `${P}/api-list`,
    summary: 'The APIs a plugin is bound to (?pluginId=), by name',
    access: openApiRead(PAGE),
    query: pluginIdQuerySchema,
    reply: formBReply(z.array(boundApiSchema)),
  }),
  unbind: defineFormBEndpoint({
    id: 'gateway.plugin.unbind',
    method: 'POST',
    path: `${P}/remove-bing`,
    summary: 'Unbind a plugin from APIs {pluginId, apiIds} (an API not bound is no error)',
    access: openApiWrite(PAGE, PLUGIN_BUTTONS.bind),
    audit: 'gatewayPlugin.unbind',
    body: pluginBindSchema,
    reply: formBDone,
  }),
};
