import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import { idParamSchema, listAReply, standardReply } from './protocol';
import {
  ruleCreateSchema,
  rulePageSchema,
  ruleTestResultSchema,
  ruleUpdateSchema,
  workOrderRuleSchema,
} from './work-order-rule';
import { TICKET_CENTER_PATHS } from './work-order-template';

/** The rule page's id. */
export const RULE_PAGE = 'TicketCenter.rule';
/** The rule page's buttons. */
export const RULE_BUTTONS = {
  create: `${RULE_PAGE}:create`,
  edit: `${RULE_PAGE}:edit`,
  delete: `${RULE_PAGE}:delete`,
} as const;

const MODULE = 'ticket-center';
const read: EndpointAccess = { kind: 'page', module: MODULE, page: RULE_PAGE };
const write = (button: string): EndpointAccess => ({ kind: 'button', module: MODULE, page: RULE_PAGE, button });
const R = TICKET_CENTER_PATHS.rule;

/** Work order rules: page, detail, create, edit, delete, and a test against the latest alarms. */
export const ruleEndpoints = {
  page: defineEndpoint({
    id: 'ticket.rule.page',
    method: 'POST',
    path: `${R}/page`,
    summary: 'Page of work order rules, newest first (filters: name, source, enabled)',
    access: read,
    body: rulePageSchema,
    reply: listAReply(workOrderRuleSchema),
  }),
  get: defineEndpoint({
    id: 'ticket.rule.get',
    method: 'GET',
    path: `${R}/:id`,
    summary: 'One rule',
    access: read,
    params: idParamSchema,
    reply: standardReply(workOrderRuleSchema),
  }),
  test: defineEndpoint({
    id: 'ticket.rule.test',
    method: 'GET',
    path: `${R}/:id/test`,
    summary: "Which of the last 100 alarms of the caller's projects the rule would have matched",
    access: read,
    params: idParamSchema,
    reply: standardReply(ruleTestResultSchema),
  }),
  save: defineEndpoint({
    id: 'ticket.rule.save',
    method: 'POST',
    path: `${R}/save`,
    summary:
      'Create a rule (unique name; an account or a role as assignee, not both; refused with moduleUnavailable without the event center)',
    access: write(RULE_BUTTONS.create),
    audit: 'workOrderRule.save',
    body: ruleCreateSchema,
    reply: standardReply(workOrderRuleSchema),
  }),
  update: defineEndpoint({
    id: 'ticket.rule.update',
    method: 'PUT',
    path: `${R}/update`,
    summary: 'Edit a rule (id in the body)',
    access: write(RULE_BUTTONS.edit),
    audit: 'workOrderRule.update',
    body: ruleUpdateSchema,
    reply: standardReply(workOrderRuleSchema),
  }),
  remove: defineEndpoint({
    id: 'ticket.rule.delete',
    method: 'DELETE',
    path: `${R}/:id`,
    summary: 'Delete a rule (its work orders keep their ruleId as history)',
    access: write(RULE_BUTTONS.delete),
    audit: 'workOrderRule.delete',
    params: idParamSchema,
    reply: standardReply(z.null()),
  }),
};
