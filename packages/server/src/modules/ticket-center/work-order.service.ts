import { refusal } from '@beacon/contracts/reasons';
import { isModuleEnabled, type Variant } from '@beacon/contracts/registry';
import {
  WORK_ORDER_ASSIGNEES_MAX,
  type WorkOrder,
  type WorkOrderAssignees,
  type WorkOrderCreate,
  type WorkOrderDetail,
  type WorkOrderPageRequest,
} from '@beacon/contracts/work-order';
import type { Kysely } from 'kysely';
import { inProjectScope, type ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import type { AuthContext } from '../../platform/http/fastify-types';
import { assigneeRepository } from './assignee.repository';
import { checkFormValues } from './form-values';
import type { TicketCenterDatabase } from './tables';
import type { TemplateService } from './template.service';
import { workOrderRepository as repo } from './work-order.repository';
import { openWorkOrder } from './work-order-open';
import { toTimelineEntry, toWorkOrder } from './work-order-rows';

/** Work orders for operators: pages, detail with timeline, opened by hand, the overdue sweep; project-scoped. */
export class WorkOrderService {
  constructor(
    private readonly db: Kysely<TicketCenterDatabase>,
    private readonly templates: TemplateService,
    private readonly variant: Variant,
    private readonly now: () => number = Date.now,
  ) {}

  /** Work orders of the caller's projects, newest first (`mine`: assigned to the caller). */
  async page(filter: WorkOrderPageRequest, caller: Pick<AuthContext, 'projects' | 'accountId'>) {
    const { rows, total } = await repo.page(this.db, filter, caller.projects, caller.accountId);
    return { items: rows.map(toWorkOrder), total };
  }

  /** A work order (another project's answers as a missing one). */
  async get(id: number, scope: ProjectScope): Promise<WorkOrder> {
    const row = await repo.find(this.db, id, scope);
    if (!row) throw AppError.missing('workOrder', id);
    return toWorkOrder(row);
  }

  /** A work order with its timeline and its template's form fields. */
  async detail(id: number, scope: ProjectScope): Promise<WorkOrderDetail> {
    const order = await this.get(id, scope);
    const [timeline, template] = await Promise.all([
      repo.timeline(this.db, id),
      this.templates.get(order.templateId).catch(() => null),
    ]);
    return { ...order, timeline: timeline.map(toTimelineEntry), formFields: template?.formFields ?? [] };
  }

  /** Opens a work order by hand: in the caller's projects, on one of its devices, assigned when an assignee is given. */
  async create(input: WorkOrderCreate, caller: Pick<AuthContext, 'projects' | 'account'>): Promise<WorkOrder> {
    const template = await this.templates.get(input.templateId, 'templateId');
    await this.checkProject(input.projectCode, caller.projects);
    const device = input.iotId ? await this.device(input.iotId, input.projectCode, caller.projects) : null;
    const formValues = input.formValues ?? {};
    const refused = checkFormValues(template.formFields, formValues).filter((item) => item.reason !== 'required');
    if (refused.length) throw AppError.badRequest(`body.${refused[0]?.path}: ${refused[0]?.reason}`).with(...refused);
    const assignee = input.assigneeAccountId ? await this.assignee(input.assigneeAccountId) : null;
    const opened = await openWorkOrder(
      this.db,
      {
        title: input.title,
        template,
        projectCode: input.projectCode,
        iotId: device?.iot_id ?? null,
        devKey: device?.dev_key ?? null,
        alarmId: null,
        ruleId: null,
        priority: input.priority ?? template.defaultPriority,
        assignee,
        formValues,
        by: caller.account,
      },
      this.now(),
    );
    if (!opened) throw new Error('a work order without an alarm cannot conflict on it');
    return this.get(opened.id, caller.projects);
  }

  /** Flags open work orders past their deadline as overdue (every minute); how many. */
  sweepOverdue(now = this.now()): Promise<number> {
    return repo.sweepOverdue(this.db, now);
  }

  /** Whom to assign to: enabled accounts and roles, by name (only their ids and names). */
  async assignees(): Promise<WorkOrderAssignees> {
    const [accounts, roles] = await Promise.all([
      assigneeRepository.accounts(this.db, WORK_ORDER_ASSIGNEES_MAX),
      assigneeRepository.roles(this.db, WORK_ORDER_ASSIGNEES_MAX),
    ]);
    return {
      accounts: accounts.map((row) => ({ id: Number(row.id), account: row.account, userName: row.user_name })),
      roles: roles.map((row) => ({ id: Number(row.id), name: row.name })),
    };
  }

  /** An account to assign to (400 naming the field when it does not exist). */
  async assignee(id: number, field = 'assigneeAccountId'): Promise<{ id: number; account: string }> {
    const account = await repo.account(this.db, id);
    if (!account) throw AppError.unknownReference(field, 'user', id);
    return { id: Number(account.id), account: account.account };
  }

  // A project outside the caller's scope is refused exactly like one that does not exist.
  private async checkProject(projectCode: string, scope: ProjectScope): Promise<void> {
    const known =
      !isModuleEnabled(this.variant, 'project-data-management') || (await repo.projectExists(this.db, projectCode));
    if (!known || !inProjectScope(scope, projectCode))
      throw AppError.unknownReference('projectCode', 'project', projectCode);
  }

  private async device(iotId: string, projectCode: string, scope: ProjectScope) {
    if (!isModuleEnabled(this.variant, 'iot-device'))
      throw AppError.badRequest('body.iotId: this platform has no devices').with(
        refusal('iotId', 'moduleUnavailable', { module: 'iot-device' }),
      );
    const device = await repo.device(this.db, iotId, scope);
    if (!device || device.project_code !== projectCode) throw AppError.unknownReference('iotId', 'device', iotId);
    return device;
  }
}
