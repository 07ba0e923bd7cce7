import {
  FORM_FIELD_TYPES,
  type FormField,
  TEMPLATE_KINDS,
  type TemplateCreate,
  type TemplateOption,
  type TemplatePageRequest,
  type TemplateUpdate,
  WORK_ORDER_PRIORITIES,
  type WorkOrderTemplate,
} from '@beacon/contracts/work-order-template';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import type { TicketCenterDatabase, WorkOrderTemplateTable } from './tables';
import { templateRepository as repo } from './template.repository';

const pick = <T extends string>(values: readonly T[], text: string, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;

/** A template's stored form fields (fields of an unknown type dropped). */
export const parseFormFields = (text: string): FormField[] => {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (field): field is FormField =>
      typeof field === 'object' && field !== null && FORM_FIELD_TYPES.includes(Reflect.get(field, 'type')),
  );
};

/** A template row on the wire. */
export const toTemplate = (row: Selectable<WorkOrderTemplateTable>): WorkOrderTemplate => ({
  id: Number(row.id),
  name: row.name,
  kind: pick(TEMPLATE_KINDS, row.kind, 'manual'),
  formFields: parseFormFields(row.form_fields),
  defaultPriority: pick(WORK_ORDER_PRIORITIES, row.default_priority, 'medium'),
  slaHours: Number(row.sla_hours),
  description: row.description,
  createTime: Number(row.create_time),
  updateTime: Number(row.update_time),
});

const columns = (input: TemplateCreate) => ({
  name: input.name,
  kind: input.kind,
  form_fields: JSON.stringify(input.formFields),
  default_priority: input.defaultPriority,
  sla_hours: input.slaHours,
  description: input.description,
});

/** Work order templates: the forms and SLAs work orders are opened with. Not project records. */
export class TemplateService {
  constructor(
    private readonly db: Kysely<TicketCenterDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Templates, newest first. */
  async page(filter: TemplatePageRequest): Promise<{ items: WorkOrderTemplate[]; total: number }> {
    const { rows, total } = await repo.page(this.db, filter);
    return { items: rows.map(toTemplate), total };
  }

  /** Every template, for selects. */
  async options(): Promise<TemplateOption[]> {
    return (await repo.all(this.db)).map(toTemplate);
  }

  /** One template (404 when missing). */
  async get(id: number, path = 'id'): Promise<WorkOrderTemplate> {
    const row = await repo.find(this.db, id);
    if (!row)
      throw path === 'id'
        ? AppError.missing('workOrderTemplate', id)
        : AppError.unknownReference(path, 'workOrderTemplate', id);
    return toTemplate(row);
  }

  /** Creates a template (a duplicate name is the database's 409). */
  async create(input: TemplateCreate): Promise<WorkOrderTemplate> {
    const at = this.now();
    const id = await repo.insert(this.db, { ...columns(input), create_time: at, update_time: at });
    return this.get(id);
  }

  /** Edits a template. */
  async update(input: TemplateUpdate): Promise<WorkOrderTemplate> {
    const changed = await repo.update(this.db, input.id, { ...columns(input), update_time: this.now() });
    if (changed === 0) throw AppError.missing('workOrderTemplate', input.id);
    return this.get(input.id);
  }

  /** Deletes a template no rule or work order uses. */
  async remove(id: number): Promise<void> {
    await this.get(id);
    const { rules, workOrders } = await repo.usage(this.db, id);
    if (rules > 0)
      throw AppError.inUse(`work order template ${id} is used by ${rules} rule(s)`, 'workOrderRules', rules);
    if (workOrders > 0)
      throw AppError.inUse(
        `work order template ${id} is used by ${workOrders} work order(s)`,
        'workOrders',
        workOrders,
      );
    await repo.remove(this.db, id);
  }
}
