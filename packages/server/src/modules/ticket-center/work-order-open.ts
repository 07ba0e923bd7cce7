import type { FormValues } from '@beacon/contracts/work-order';
import type { WorkOrderStatus } from '@beacon/contracts/work-order-states';
import type { WorkOrderPriority, WorkOrderTemplate } from '@beacon/contracts/work-order-template';
import type { Kysely } from 'kysely';
import type { TicketCenterDatabase } from './tables';
import { workOrderRepository as repo } from './work-order.repository';
import { nextWorkOrderNumber } from './work-order-number';

const HOUR_MS = 3_600_000;

/** What a new work order is opened with. */
export interface Opening {
  title: string;
  template: WorkOrderTemplate;
  projectCode: string;
  iotId: string | null;
  devKey: string | null;
  alarmId: number | null;
  ruleId: number | null;
  priority: WorkOrderPriority;
  /** The assignee (the work order opens as assigned), or null (new). */
  assignee: { id: number; account: string } | null;
  formValues: FormValues;
  /** The account opening it, or `system`. */
  by: string;
}

/** Thrown inside the transaction to give the number back when the alarm already has its work order. */
class AlarmTaken extends Error {}

/**
 * Opens a work order: its day's number, deadline = now + the template's SLA, and the `open` timeline entry, in one
 * transaction. Answers its id and number, or null when its alarm already has one (another report or instance won).
 */
export const openWorkOrder = async (
  db: Kysely<TicketCenterDatabase>,
  opening: Opening,
  at: number,
): Promise<{ id: number; number: string } | null> => {
  const status: WorkOrderStatus = opening.assignee ? 'assigned' : 'new';
  try {
    return await db.transaction().execute(async (trx) => {
      const number = await nextWorkOrderNumber(trx, at);
      const id = await repo.insert(trx, {
        number,
        title: opening.title,
        template_id: opening.template.id,
        project_code: opening.projectCode,
        iot_id: opening.iotId,
        dev_key: opening.devKey,
        alarm_id: opening.alarmId,
        rule_id: opening.ruleId,
        priority: opening.priority,
        status,
        assignee_account_id: opening.assignee?.id ?? null,
        deadline: at + opening.template.slaHours * HOUR_MS,
        overdue: 0,
        form_values: JSON.stringify(opening.formValues),
        create_time: at,
        update_time: at,
      });
      if (id === undefined) throw new AlarmTaken();
      const note = opening.assignee?.account ?? '';
      await repo.note(trx, [
        { work_order_id: id, action: 'open', from_status: null, to_status: status, author: opening.by, time: at, note },
      ]);
      return { id: Number(id), number };
    });
  } catch (error) {
    if (error instanceof AlarmTaken) return null;
    throw error;
  }
};
