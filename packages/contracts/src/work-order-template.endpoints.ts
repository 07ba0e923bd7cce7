import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import { idParamSchema, listAReply, standardReply } from './protocol';
import {
  TICKET_CENTER_PATHS,
  templateCreateSchema,
  templateOptionSchema,
  templatePageSchema,
  templateUpdateSchema,
  workOrderTemplateSchema,
} from './work-order-template';

/** The template page's id. */
export const TEMPLATE_PAGE = 'TicketCenter.template';
/** The template page's buttons. */
export const TEMPLATE_BUTTONS = {
  create: `${TEMPLATE_PAGE}:create`,
  edit: `${TEMPLATE_PAGE}:edit`,
  delete: `${TEMPLATE_PAGE}:delete`,
} as const;

const MODULE = 'ticket-center';
const read: EndpointAccess = { kind: 'page', module: MODULE, page: TEMPLATE_PAGE };
const write = (button: string): EndpointAccess => ({ kind: 'button', module: MODULE, page: TEMPLATE_PAGE, button });
const T = TICKET_CENTER_PATHS.template;

/** Work order templates: page, the selects' choices, detail, create, edit, delete. */
export const templateEndpoints = {
  page: defineEndpoint({
    id: 'ticket.template.page',
    method: 'POST',
    path: `${T}/page`,
    summary: 'Page of work order templates, newest first (filters: name, kind)',
    access: read,
    body: templatePageSchema,
    reply: listAReply(workOrderTemplateSchema),
  }),
  options: defineEndpoint({
    id: 'ticket.template.options',
    method: 'GET',
    path: `${T}/list`,
    summary: 'Every template (id, name, kind, form fields, default priority), for the selects of rules and work orders',
    // Read by the work order page's forms (and the rule form); the template page is for managing them.
    access: { kind: 'page', module: MODULE, page: 'TicketCenter.workOrder' },
    reply: standardReply(z.array(templateOptionSchema)),
  }),
  get: defineEndpoint({
    id: 'ticket.template.get',
    method: 'GET',
    path: `${T}/:id`,
    summary: 'One template',
    access: read,
    params: idParamSchema,
    reply: standardReply(workOrderTemplateSchema),
  }),
  save: defineEndpoint({
    id: 'ticket.template.save',
    method: 'POST',
    path: `${T}/save`,
    summary: 'Create a template (unique name; select and radio fields need options; models unique)',
    access: write(TEMPLATE_BUTTONS.create),
    audit: 'workOrderTemplate.save',
    body: templateCreateSchema,
    reply: standardReply(workOrderTemplateSchema),
  }),
  update: defineEndpoint({
    id: 'ticket.template.update',
    method: 'PUT',
    path: `${T}/update`,
    summary: 'Edit a template (id in the body); open work orders resolve against the fields as they are then',
    access: write(TEMPLATE_BUTTONS.edit),
    audit: 'workOrderTemplate.update',
    body: templateUpdateSchema,
    reply: standardReply(workOrderTemplateSchema),
  }),
  remove: defineEndpoint({
    id: 'ticket.template.delete',
    method: 'DELETE',
    path: `${T}/:id`,
    summary: 'Delete a template no rule or work order uses (409 inUse naming the holder and count)',
    access: write(TEMPLATE_BUTTONS.delete),
    audit: 'workOrderTemplate.delete',
    params: idParamSchema,
    reply: standardReply(z.null()),
  }),
};
