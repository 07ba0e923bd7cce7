import { WORK_ORDER_SYSTEM_ACTOR, type WorkOrder } from '@beacon/contracts/work-order';
import type { TFunction } from 'i18next';

/** How a question or a toast names a work order: its number and title. */
export const workOrderName = (order: Pick<WorkOrder, 'number' | 'title'>): string => `${order.number} ${order.title}`;

/** Who acted on a work order: the account, or the platform in the operator's language. */
export const actorText = (t: TFunction, by: string): string =>
  by === WORK_ORDER_SYSTEM_ACTOR ? t('workOrder:system') : by;
