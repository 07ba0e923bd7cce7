import { WORK_ORDER_SYSTEM_ACTOR } from '@beacon/contracts/work-order';
import { nextStatus } from '@beacon/contracts/work-order-states';
import type { Kysely } from 'kysely';
import type { ActivityLogs, SceneLogEntry } from '../../platform/audit/activity-logs';
import type { AlarmSignal } from '../../platform/signals';
import type { RuleService } from './rule.service';
import { ruleMatches } from './rule-match';
import type { TicketCenterDatabase } from './tables';
import type { TemplateService } from './template.service';
import { workOrderRepository as repo } from './work-order.repository';
import type { WorkOrderActions } from './work-order-actions';
import { openWorkOrder } from './work-order-open';
import { toWorkOrder } from './work-order-rows';

const describe = (alarm: AlarmSignal) =>
  `${alarm.source}/${alarm.sourceKey} ${alarm.severity} on ${alarm.devKey} (alarm ${alarm.alarmId})`;

/**
 * Alarms → work orders: a raised alarm matching an enabled rule opens one work order (the first matching rule, by
 * id; the unique alarm_id makes it one whatever the repeats and instances); a cleared one notes it on the timeline
 * and, with the rule's autoResolve, resolves it. Every run is a scene log entry.
 */
export class WorkOrderAutomation {
  constructor(
    private readonly db: Kysely<TicketCenterDatabase>,
    private readonly rules: RuleService,
    private readonly templates: TemplateService,
    private readonly actions: WorkOrderActions,
    private readonly logs: ActivityLogs,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reacts to an alarm raised or cleared. */
  async alarm(signal: AlarmSignal): Promise<void> {
    if (signal.state === 'raised') await this.raised(signal);
    else await this.cleared(signal);
  }

  private async raised(alarm: AlarmSignal): Promise<void> {
    const rule = (await this.rules.enabled()).find((candidate) => ruleMatches(candidate, alarm));
    if (!rule) return;
    const log = (result: SceneLogEntry['result'], detail: string) =>
      this.log({
        ruleId: `work-order-rule:${rule.id}`,
        ruleName: rule.name,
        trigger: `alarm raised: ${describe(alarm)}`,
        result,
        detail,
      });
    try {
      const template = await this.templates.get(rule.templateId);
      const assignee = await this.assignee(rule.assigneeAccountId, rule.assigneeRoleId);
      const opened = await openWorkOrder(
        this.db,
        {
          title: `${alarm.devKey} ${alarm.sourceKey}`,
          template,
          projectCode: alarm.projectCode,
          iotId: alarm.iotId,
          devKey: alarm.devKey,
          alarmId: alarm.alarmId,
          ruleId: rule.id,
          priority: rule.priority,
          assignee,
          formValues: {},
          by: WORK_ORDER_SYSTEM_ACTOR,
        },
        this.now(),
      );
      if (!opened) await log('skipped', `alarm ${alarm.alarmId} already has its work order`);
      else
        await log(
          'success',
          `work order ${opened.number} opened${assignee ? `, assigned to ${assignee.account}` : ''}`,
        );
    } catch (error) {
      await log('fail', `work order not opened: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async cleared(alarm: AlarmSignal): Promise<void> {
    const row = await repo.forAlarm(this.db, alarm.alarmId);
    if (!row) return;
    const order = toWorkOrder(row);
    const rule = order.ruleId === null ? null : await this.rules.get(order.ruleId).catch(() => null);
    const log = (result: SceneLogEntry['result'], detail: string) =>
      this.log({
        ruleId: `work-order-rule:${order.ruleId ?? ''}`,
        ruleName: rule?.name ?? '',
        trigger: `alarm cleared by ${alarm.by}: ${describe(alarm)}`,
        result,
        detail,
      });
    try {
      await repo.note(this.db, [
        {
          work_order_id: order.id,
          action: 'alarm_cleared',
          from_status: order.status,
          to_status: order.status,
          author: alarm.by,
          time: alarm.time,
          note: `alarm ${alarm.alarmId}`,
        },
      ]);
      const next = nextStatus(order.status, 'auto_resolve');
      if (!rule?.autoResolve || !next) {
        await log('success', `work order ${order.number} noted the clearing (${order.status})`);
        return;
      }
      await this.actions.move(
        order,
        next,
        'auto_resolve',
        {},
        WORK_ORDER_SYSTEM_ACTOR,
        `alarm ${alarm.alarmId} cleared`,
      );
      await log('success', `work order ${order.number} resolved (alarm cleared)`);
    } catch (error) {
      await log('fail', `work order ${order.number}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async assignee(accountId: number | null, roleId: number | null) {
    const row = accountId
      ? await repo.account(this.db, accountId)
      : roleId
        ? await repo.roleMember(this.db, roleId)
        : undefined;
    return row ? { id: Number(row.id), account: row.account } : null;
  }

  private async log(entry: SceneLogEntry): Promise<void> {
    await this.logs.scene(entry);
  }
}
