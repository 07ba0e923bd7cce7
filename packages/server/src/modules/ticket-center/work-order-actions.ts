import { refusal } from '@beacon/contracts/reasons';
import type { FormValues, WorkOrder } from '@beacon/contracts/work-order';
import { nextStatus, type TransitionAction, type WorkOrderStatus } from '@beacon/contracts/work-order-states';
import type { Kysely, Updateable } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { checkFormValues } from './form-values';
import type { TicketCenterDatabase, WorkOrderTable } from './tables';
import type { TemplateService } from './template.service';
import { workOrderRepository as repo } from './work-order.repository';
import type { WorkOrderService } from './work-order.service';

/** What an action brings besides itself: the new assignee, the form values, the cancel reason. */
export interface ActionInput {
  assigneeAccountId?: number;
  formValues?: FormValues;
  reason?: string;
}

/** 409 naming the work order's current state; nothing changes. */
export const illegalTransition = (id: number, state: WorkOrderStatus, action: TransitionAction): AppError =>
  AppError.conflict(`work order ${id} is ${state}: ${action} does not apply`, 409).with(
    refusal('', 'illegalTransition', { state, action }),
  );

/** The state machine's transitions on a work order, by an operator or the platform; each with its timeline entry. */
export class WorkOrderActions {
  constructor(
    private readonly db: Kysely<TicketCenterDatabase>,
    private readonly orders: WorkOrderService,
    private readonly templates: TemplateService,
    private readonly now: () => number = Date.now,
  ) {}

  /** Applies an action to a work order of the caller's projects (404 like a missing one; 409 when illegal). */
  async act(
    id: number,
    action: TransitionAction,
    input: ActionInput,
    by: string,
    scope: ProjectScope,
  ): Promise<WorkOrder> {
    const order = await this.orders.get(id, scope);
    const next = nextStatus(order.status, action);
    if (!next) throw illegalTransition(id, order.status, action);
    const changes: Updateable<WorkOrderTable> = { status: next };
    let note = input.reason ?? '';
    if (action === 'assign' && input.assigneeAccountId) {
      const assignee = await this.orders.assignee(input.assigneeAccountId);
      changes.assignee_account_id = assignee.id;
      note = assignee.account;
    }
    if (action === 'resolve') {
      const values = input.formValues ?? {};
      const { formFields } = await this.templates.get(order.templateId);
      const refused = checkFormValues(formFields, values);
      if (refused.length) throw AppError.badRequest(`body.${refused[0]?.path}: ${refused[0]?.reason}`).with(...refused);
      changes.form_values = JSON.stringify(values);
    }
    await this.move(order, next, action, changes, by, note);
    return this.orders.get(id, scope);
  }

  /** Moves a work order from the state it was read in, or refuses with the state it is in by now. */
  async move(
    order: WorkOrder,
    next: WorkOrderStatus,
    action: TransitionAction,
    changes: Updateable<WorkOrderTable>,
    by: string,
    note: string,
  ): Promise<void> {
    const at = this.now();
    await this.db.transaction().execute(async (trx) => {
      const moved = await repo.move(trx, order.id, order.status, { ...changes, status: next, update_time: at });
      if (moved === 0) {
        const current = await repo.forId(trx, order.id);
        throw illegalTransition(order.id, current ?? order.status, action);
      }
      await repo.note(trx, [
        { work_order_id: order.id, action, from_status: order.status, to_status: next, author: by, time: at, note },
      ]);
    });
  }
}
