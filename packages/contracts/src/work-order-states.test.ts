import { describe, expect, it } from 'vitest';
import {
  nextStatus,
  OPEN_STATUSES,
  TRANSITION_ACTIONS,
  type TransitionAction,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from './work-order-states';

/** The machine as the product states it, written out pair by pair: every pair not here is illegal. */
const LEGAL: Record<string, WorkOrderStatus> = {
  'new assign': 'assigned',
  'new cancel': 'cancelled',
  'new auto_resolve': 'resolved',
  'assigned assign': 'assigned',
  'assigned start': 'in_progress',
  'assigned cancel': 'cancelled',
  'assigned auto_resolve': 'resolved',
  'in_progress assign': 'in_progress',
  'in_progress hold': 'on_hold',
  'in_progress resolve': 'resolved',
  'in_progress cancel': 'cancelled',
  'in_progress auto_resolve': 'resolved',
  'on_hold assign': 'on_hold',
  'on_hold resume': 'in_progress',
  'on_hold cancel': 'cancelled',
  'on_hold auto_resolve': 'resolved',
  'resolved close': 'closed',
};

describe('the work order state machine', () => {
  const pairs = WORK_ORDER_STATUSES.flatMap((status) =>
    TRANSITION_ACTIONS.map((action): [WorkOrderStatus, TransitionAction] => [status, action]),
  );

  it.each(pairs)('%s × %s', (status, action) => {
    expect(nextStatus(status, action)).toBe(LEGAL[`${status} ${action}`] ?? null);
  });

  it('checks every pair (7 states × 8 actions) and lets cancel leave exactly the open states', () => {
    expect(pairs).toHaveLength(56);
    expect(WORK_ORDER_STATUSES.filter((status) => nextStatus(status, 'cancel') !== null)).toEqual([...OPEN_STATUSES]);
    expect(
      WORK_ORDER_STATUSES.filter((status) => TRANSITION_ACTIONS.every((a) => nextStatus(status, a) === null)),
    ).toEqual(['closed', 'cancelled']);
  });
});
