import type { WorkOrder } from '@beacon/contracts/work-order';
import { WORK_ORDER_BUTTONS, workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { nextStatus, type WorkOrderAction } from '@beacon/contracts/work-order-states';
import type { RowActionSpec } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { WorkOrderAssignDialog } from './work-order-assign-dialog';
import { WorkOrderCancelDialog } from './work-order-cancel-dialog';
import { WorkOrderDetailDrawer } from './work-order-detail-drawer';
import { WorkOrderResolveDialog } from './work-order-resolve-dialog';
import { workOrderName } from './work-order-texts';

/** Whether the state machine lets a work order take an action in its current state (the server's own table). */
export const canTake =
  (action: WorkOrderAction) =>
  (row: WorkOrder): boolean =>
    nextStatus(row.status, action) !== null;

const SUCCESS = { start: 'started', hold: 'held', resume: 'resumed', close: 'closed' } as const;

/** A transition without a body, asked first. */
const confirmAction = (action: 'start' | 'hold' | 'resume' | 'close'): RowActionSpec<WorkOrder> => ({
  kind: 'confirm',
  key: action,
  button: WORK_ORDER_BUTTONS[action],
  visible: canTake(action),
  ask: { title: `${action}Title`, content: `${action}Confirm`, danger: action === 'close' },
  name: workOrderName,
  call: (row) => callEndpoint(workOrderEndpoints[action], { params: { id: row.id } }),
  success: SUCCESS[action],
});

/** The work order page's row actions: detail, and each transition only where the state allows it. */
export const WORK_ORDER_ROW_ACTIONS: readonly RowActionSpec<WorkOrder>[] = [
  { kind: 'dialog', key: 'detail', dialog: WorkOrderDetailDrawer },
  confirmAction('start'),
  {
    kind: 'dialog',
    key: 'assign',
    button: WORK_ORDER_BUTTONS.assign,
    visible: canTake('assign'),
    dialog: WorkOrderAssignDialog,
  },
  confirmAction('hold'),
  confirmAction('resume'),
  {
    kind: 'dialog',
    key: 'resolve',
    button: WORK_ORDER_BUTTONS.resolve,
    visible: canTake('resolve'),
    dialog: WorkOrderResolveDialog,
  },
  confirmAction('close'),
  {
    kind: 'dialog',
    key: 'cancel',
    button: WORK_ORDER_BUTTONS.cancel,
    danger: true,
    visible: canTake('cancel'),
    dialog: WorkOrderCancelDialog,
  },
];
