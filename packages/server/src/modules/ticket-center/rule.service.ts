import { ALARM_SOURCES } from '@beacon/contracts/alarm';
import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import { refusal } from '@beacon/contracts/reasons';
import { isModuleEnabled, type Variant } from '@beacon/contracts/registry';
import {
  RULE_LIMITS,
  RULE_SOURCES,
  type RuleCreate,
  type RulePageRequest,
  type RuleTestResult,
  type RuleUpdate,
  type WorkOrderRule,
} from '@beacon/contracts/work-order-rule';
import { WORK_ORDER_PRIORITIES } from '@beacon/contracts/work-order-template';
import type { Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { type RuleRow, ruleRepository as repo } from './rule.repository';
import { ruleMatches } from './rule-match';
import type { TicketCenterDatabase } from './tables';
import type { TemplateService } from './template.service';

const pick = <T extends string>(values: readonly T[], text: string, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;
const codes = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
};

/** A rule row on the wire. */
export const toRule = (row: RuleRow): WorkOrderRule => ({
  id: Number(row.id),
  name: row.name,
  minSeverity: pick(ALARM_SEVERITIES, row.min_severity, 'warning'),
  source: pick(RULE_SOURCES, row.source, 'any'),
  sourceKey: row.source_key,
  projectCodes: codes(row.project_codes),
  templateId: Number(row.template_id),
  templateName: row.template_name ?? '',
  assigneeAccountId: row.assignee_account_id === null ? null : Number(row.assignee_account_id),
  assigneeRoleId: row.assignee_role_id === null ? null : Number(row.assignee_role_id),
  priority: pick(WORK_ORDER_PRIORITIES, row.priority, 'medium'),
  autoResolve: Number(row.auto_resolve) === 1,
  enabled: Number(row.enabled) === 1,
  createTime: Number(row.create_time),
  updateTime: Number(row.update_time),
});

const columns = (input: RuleCreate) => ({
  name: input.name,
  min_severity: input.minSeverity,
  source: input.source,
  source_key: input.sourceKey,
  project_codes: JSON.stringify([...new Set(input.projectCodes)]),
  template_id: input.templateId,
  assignee_account_id: input.assigneeAccountId,
  assignee_role_id: input.assigneeRoleId,
  priority: input.priority,
  auto_resolve: input.autoResolve ? 1 : 0,
  enabled: input.enabled ? 1 : 0,
});

/** Work order rules: which alarms open a work order. Not project records (their project list is a filter). */
export class RuleService {
  constructor(
    private readonly db: Kysely<TicketCenterDatabase>,
    private readonly templates: TemplateService,
    private readonly variant: Variant,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether alarms exist here (the event center is part of the variant). */
  get hasAlarms(): boolean {
    return isModuleEnabled(this.variant, 'event-center');
  }

  /** Rules, newest first. */
  async page(filter: RulePageRequest): Promise<{ items: WorkOrderRule[]; total: number }> {
    const { rows, total } = await repo.page(this.db, filter);
    return { items: rows.map(toRule), total };
  }

  /** One rule (404 when missing). */
  async get(id: number): Promise<WorkOrderRule> {
    const row = await repo.find(this.db, id);
    if (!row) throw AppError.missing('workOrderRule', id);
    return toRule(row);
  }

  /** The enabled rules, oldest first. */
  async enabled(): Promise<WorkOrderRule[]> {
    return (await repo.enabled(this.db)).map(toRule);
  }

  /** Creates a rule (refused without the event center: nothing would ever match it). */
  async create(input: RuleCreate): Promise<WorkOrderRule> {
    await this.check(input);
    const at = this.now();
    return this.get(await repo.insert(this.db, { ...columns(input), create_time: at, update_time: at }));
  }

  /** Edits a rule. */
  async update(input: RuleUpdate): Promise<WorkOrderRule> {
    await this.get(input.id);
    await this.check(input);
    await repo.update(this.db, input.id, { ...columns(input), update_time: this.now() });
    return this.get(input.id);
  }

  /** Deletes a rule (its work orders keep its id as history). */
  async remove(id: number): Promise<void> {
    if ((await repo.remove(this.db, id)) === 0) throw AppError.missing('workOrderRule', id);
  }

  /** Which of the last 100 alarms of the caller's projects the rule would have matched. */
  async test(id: number, scope: ProjectScope): Promise<RuleTestResult> {
    const rule = await this.get(id);
    if (!this.hasAlarms) return { checked: 0, matched: [] };
    const alarms = (await repo.latestAlarms(this.db, scope, RULE_LIMITS.testAlarms)).map((row) => ({
      id: Number(row.id),
      iotId: row.iot_id,
      devKey: row.dev_key,
      projectCode: row.project_code,
      source: pick(ALARM_SOURCES, row.source, 'rule'),
      sourceKey: row.source_key,
      severity: pick(ALARM_SEVERITIES, row.severity, 'warning'),
      firstTime: Number(row.first_time),
      cleared: Number(row.cleared) === 1,
    }));
    return { checked: alarms.length, matched: alarms.filter((alarm) => ruleMatches(rule, alarm)) };
  }

  private async check(input: RuleCreate): Promise<void> {
    if (!this.hasAlarms)
      throw AppError.conflict('work order rules need alarms: this platform has no event center', 409).with(
        refusal('', 'moduleUnavailable', { module: 'event-center' }),
      );
    await this.templates.get(input.templateId, 'templateId');
    if (input.assigneeAccountId && !(await repo.accountExists(this.db, input.assigneeAccountId)))
      throw AppError.unknownReference('assigneeAccountId', 'user', input.assigneeAccountId);
    if (input.assigneeRoleId && !(await repo.roleExists(this.db, input.assigneeRoleId)))
      throw AppError.unknownReference('assigneeRoleId', 'role', input.assigneeRoleId);
  }
}
