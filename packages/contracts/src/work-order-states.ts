/** A work order's states: new → assigned → in_progress ⇄ on_hold → resolved → closed; cancelled from any open one. */
export const WORK_ORDER_STATUSES = [
  'new',
  'assigned',
  'in_progress',
  'on_hold',
  'resolved',
  'closed',
  'cancelled',
] as const;
/** A work order's state. */
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** What an operator does to a work order (each its own endpoint and button). */
export const WORK_ORDER_ACTIONS = ['assign', 'start', 'hold', 'resume', 'resolve', 'close', 'cancel'] as const;
/** What an operator does to a work order. */
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Every transition, the platform's own too: `auto_resolve` when the alarm of a rule with autoResolve clears. */
export const TRANSITION_ACTIONS = [...WORK_ORDER_ACTIONS, 'auto_resolve'] as const;
/** Any transition. */
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/** States still being worked on (cancel applies to them, the overdue flag is kept for them). */
export const OPEN_STATUSES: readonly WorkOrderStatus[] = ['new', 'assigned', 'in_progress', 'on_hold'];

/** The state machine: (state, action) → next state; a pair not listed is illegal. Assigning again transfers. */
export const TRANSITIONS: Readonly<Record<WorkOrderStatus, Partial<Record<TransitionAction, WorkOrderStatus>>>> = {
  new: { assign: 'assigned', cancel: 'cancelled', auto_resolve: 'resolved' },
  assigned: { assign: 'assigned', start: 'in_progress', cancel: 'cancelled', auto_resolve: 'resolved' },
  in_progress: {
    assign: 'in_progress',
    hold: 'on_hold',
    resolve: 'resolved',
    cancel: 'cancelled',
    auto_resolve: 'resolved',
  },
  on_hold: { assign: 'on_hold', resume: 'in_progress', cancel: 'cancelled', auto_resolve: 'resolved' },
  resolved: { close: 'closed' },
  closed: {},
  cancelled: {},
};

/** The state an action leads to from a state, or null when it is illegal there. */
export const nextStatus = (status: WorkOrderStatus, action: TransitionAction): WorkOrderStatus | null =>
  TRANSITIONS[status][action] ?? null;
