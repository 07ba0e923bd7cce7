import type { RouteDef } from '../registry-types';

/** Routes of module ticket-center. */
export const ticketCenterRoutes = [
  {
    path: '/ticket-center/list',
    name: 'WorkOrderTemplate',
    module: 'ticket-center',
    pageId: 'TicketCenter.template',
    title: { zh: '工单规则模板', en: 'Rule templates' },
  },
  {
    path: '/work-order-rule/list',
    name: 'WorkOrderRule',
    module: 'ticket-center',
    pageId: 'TicketCenter.rule',
    title: { zh: '工单规则', en: 'Work order rules' },
  },
  {
    path: '/workOrder/list',
    name: 'WorkOrder',
    module: 'ticket-center',
    pageId: 'TicketCenter.workOrder',
    title: { zh: '工单列表', en: 'Work orders' },
  },
] as const satisfies readonly RouteDef[];
