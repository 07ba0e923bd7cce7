import { type Method, MISSING_ID, MISSING_PROJECT, type Probe, type Targets } from './project-scope-targets';

/** Probes of the ticket center. Work orders follow project scope like devices; a rule's test lists only the caller's projects' alarms. */
const WORK_ORDER_ACTIONS: readonly (readonly [string, Method, unknown])[] = [
  ['get', 'GET', undefined],
  ['assign', 'POST', { assigneeAccountId: 1 }],
  ['start', 'POST', {}],
  ['hold', 'POST', {}],
  ['resume', 'POST', {}],
  ['resolve', 'POST', { formValues: {} }],
  ['close', 'POST', {}],
  ['cancel', 'POST', { reason: 'probe' }],
];
const manualOrder = (projectCode: string) => ({ title: 'Probe', templateId: 1, projectCode });
export const TICKET_PROBES: Readonly<Record<string, (t: Targets) => Probe>> = {
  'ticket.workOrder.page': () => ({ kind: 'list', call: { method: 'POST', url: '/api/v1/work-order/page', body: {} } }),
  'ticket.workOrder.save': () => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: '/api/v1/work-order/save', body: manualOrder('P-B') },
    onMissing: { method: 'POST', url: '/api/v1/work-order/save', body: manualOrder(MISSING_PROJECT) },
  }),
  'ticket.rule.test': (t) => ({
    kind: 'list',
    call: { method: 'GET', url: `/api/v1/work-order-rule/${t.ruleId}/test` },
  }),
  ...Object.fromEntries(
    WORK_ORDER_ACTIONS.map(([action, method, body]) => {
      const suffix = action === 'get' ? '' : `/${action}`;
      return [
        `ticket.workOrder.${action}`,
        (t: Targets): Probe => ({
          kind: 'like-missing',
          onB: { method, url: `/api/v1/work-order/${t.workOrderBId}${suffix}`, body },
          onMissing: { method, url: `/api/v1/work-order/${MISSING_ID}${suffix}`, body },
        }),
      ];
    }),
  ),
};
