import type { WorkOrderStatus } from '@beacon/contracts/work-order-states';
import type { WorkOrderPriority } from '@beacon/contracts/work-order-template';

/** Tag colours of the priorities: urgent stands out. */
export const PRIORITY_COLORS: Record<WorkOrderPriority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** Tag colours of the work order states: open ones coloured by stage, finished ones quiet. */
export const STATUS_COLORS: Record<WorkOrderStatus, string> = {
  new: 'blue',
  assigned: 'cyan',
  in_progress: 'orange',
  on_hold: 'purple',
  resolved: 'green',
  closed: 'default',
  cancelled: 'default',
};
