import { defineEndpoint, type EndpointAccess } from './endpoint';
import { idParamSchema, listAReply, standardReply } from './protocol';
import {
  WORK_ORDER_ASSIGNEES_MAX,
  workOrderAssigneesSchema,
  workOrderAssignSchema,
  workOrderCancelSchema,
  workOrderCreateSchema,
  workOrderDetailSchema,
  workOrderPageSchema,
  workOrderResolveSchema,
  workOrderSchema,
} from './work-order';
import { TICKET_CENTER_PATHS } from './work-order-template';

/** The work order page's id. */
export const WORK_ORDER_PAGE = 'TicketCenter.workOrder';
/** The work order page's buttons: create by hand and each transition. */
export const WORK_ORDER_BUTTONS = {
  create: `${WORK_ORDER_PAGE}:create`,
  assign: `${WORK_ORDER_PAGE}:assign`,
  start: `${WORK_ORDER_PAGE}:start`,
  hold: `${WORK_ORDER_PAGE}:hold`,
  resume: `${WORK_ORDER_PAGE}:resume`,
  resolve: `${WORK_ORDER_PAGE}:resolve`,
  close: `${WORK_ORDER_PAGE}:close`,
  cancel: `${WORK_ORDER_PAGE}:cancel`,
} as const;

const MODULE = 'ticket-center';
const read: EndpointAccess = { kind: 'page', module: MODULE, page: WORK_ORDER_PAGE };
const write = (button: string): EndpointAccess => ({ kind: 'button', module: MODULE, page: WORK_ORDER_PAGE, button });
const W = TICKET_CENTER_PATHS.workOrder;
const ILLEGAL = '409 illegalTransition naming the current state when the action does not apply to it';

/** A transition endpoint without a body. */
const transition = (action: 'start' | 'hold' | 'resume' | 'close', summary: string) =>
  defineEndpoint({
    id: `ticket.workOrder.${action}`,
    method: 'POST',
    path: `${W}/:id/${action}`,
    summary: `${summary} (${ILLEGAL})`,
    access: write(WORK_ORDER_BUTTONS[action]),
    audit: `workOrder.${action}`,
    params: idParamSchema,
    reply: standardReply(workOrderSchema),
  });

/** Work orders: page, detail with timeline, create by hand, and the state machine's transitions. */
export const workOrderEndpoints = {
  page: defineEndpoint({
    id: 'ticket.workOrder.page',
    method: 'POST',
    path: `${W}/page`,
    summary:
      'Page of work orders, newest first (filters: number, status, priority, projectCode, assigneeAccountId, overdue, mine, alarmId, from, to)',
    access: read,
    body: workOrderPageSchema,
    reply: listAReply(workOrderSchema),
  }),
  assignees: defineEndpoint({
    id: 'ticket.workOrder.assignees',
    method: 'GET',
    path: `${W}/assignees`,
    summary: `Whom work orders and rules may be assigned to: enabled accounts (id, account, userName) and roles (id, name), by name, at most ${WORK_ORDER_ASSIGNEES_MAX} of each`,
    // Read by the work order page and the rule page alike: any holder of the ticket center may (names only).
    access: { kind: 'module', module: MODULE },
    reply: standardReply(workOrderAssigneesSchema),
  }),
  get: defineEndpoint({
    id: 'ticket.workOrder.get',
    method: 'GET',
    path: `${W}/:id`,
    summary: "A work order with its timeline (oldest first) and its template's form fields",
    access: read,
    params: idParamSchema,
    reply: standardReply(workOrderDetailSchema),
  }),
  save: defineEndpoint({
    id: 'ticket.workOrder.save',
    method: 'POST',
    path: `${W}/save`,
    summary:
      'Open a work order by hand (new, or assigned when an assignee is given; priority defaults to the template)',
    access: write(WORK_ORDER_BUTTONS.create),
    audit: 'workOrder.save',
    body: workOrderCreateSchema,
    reply: standardReply(workOrderSchema),
  }),
  assign: defineEndpoint({
    id: 'ticket.workOrder.assign',
    method: 'POST',
    path: `${W}/:id/assign`,
    summary: `Assign or transfer a work order to an account (${ILLEGAL})`,
    access: write(WORK_ORDER_BUTTONS.assign),
    audit: 'workOrder.assign',
    params: idParamSchema,
    body: workOrderAssignSchema,
    reply: standardReply(workOrderSchema),
  }),
  start: transition('start', 'Start an assigned work order'),
  hold: transition('hold', 'Put a work order in progress on hold'),
  resume: transition('resume', 'Resume a work order on hold'),
  resolve: defineEndpoint({
    id: 'ticket.workOrder.resolve',
    method: 'POST',
    path: `${W}/:id/resolve`,
    summary: `Resolve a work order in progress with its template's form values (400 naming a missing required field; ${ILLEGAL})`,
    access: write(WORK_ORDER_BUTTONS.resolve),
    audit: 'workOrder.resolve',
    params: idParamSchema,
    body: workOrderResolveSchema,
    reply: standardReply(workOrderSchema),
  }),
  close: transition('close', 'Close a resolved work order'),
  cancel: defineEndpoint({
    id: 'ticket.workOrder.cancel',
    method: 'POST',
    path: `${W}/:id/cancel`,
    summary: `Cancel an open work order, with a reason (${ILLEGAL})`,
    access: write(WORK_ORDER_BUTTONS.cancel),
    audit: 'workOrder.cancel',
    params: idParamSchema,
    body: workOrderCancelSchema,
    reply: standardReply(workOrderSchema),
  }),
};
