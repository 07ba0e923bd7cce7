import type { AlarmSeverity } from '@beacon/contracts/iot-model';
import type { RuleSource, WorkOrderRule } from '@beacon/contracts/work-order-rule';
import type { WorkOrderPriority } from '@beacon/contracts/work-order-template';

/** Who a rule's work orders go to: nobody, one account, or the least busy member of a role. */
export const ASSIGNEE_KINDS = ['none', 'account', 'role'] as const;
/** Who a rule's work orders go to. */
export type AssigneeKind = (typeof ASSIGNEE_KINDS)[number];

/** What the rule form edits. */
export interface RuleFormValues {
  name: string;
  minSeverity: AlarmSeverity;
  source: RuleSource;
  sourceKey?: string;
  projectCodes?: string[];
  templateId: number;
  assigneeKind: AssigneeKind;
  assigneeAccountId?: number;
  assigneeRoleId?: number;
  priority: WorkOrderPriority;
  autoResolve: boolean;
  enabled: boolean;
}

/** The form's fields (refusals naming one show on it). */
export const RULE_FORM_FIELDS = [
  'name',
  'minSeverity',
  'source',
  'sourceKey',
  'projectCodes',
  'templateId',
  'assigneeKind',
  'assigneeAccountId',
  'assigneeRoleId',
  'priority',
  'autoResolve',
  'enabled',
] as const;

/** The form values of a rule. */
export const ruleToValues = (rule: WorkOrderRule): RuleFormValues => ({
  name: rule.name,
  minSeverity: rule.minSeverity,
  source: rule.source,
  sourceKey: rule.sourceKey ?? undefined,
  projectCodes: rule.projectCodes,
  templateId: rule.templateId,
  assigneeKind: rule.assigneeAccountId !== null ? 'account' : rule.assigneeRoleId !== null ? 'role' : 'none',
  assigneeAccountId: rule.assigneeAccountId ?? undefined,
  assigneeRoleId: rule.assigneeRoleId ?? undefined,
  priority: rule.priority,
  autoResolve: rule.autoResolve,
  enabled: rule.enabled,
});

/** The save body of the form: the assignee of its kind only, an empty sourceKey as any. */
export const ruleBody = (values: RuleFormValues) => ({
  name: values.name,
  minSeverity: values.minSeverity,
  source: values.source,
  sourceKey: values.sourceKey?.trim() ? values.sourceKey.trim() : null,
  projectCodes: values.projectCodes ?? [],
  templateId: values.templateId,
  assigneeAccountId: values.assigneeKind === 'account' ? (values.assigneeAccountId ?? null) : null,
  assigneeRoleId: values.assigneeKind === 'role' ? (values.assigneeRoleId ?? null) : null,
  priority: values.priority,
  autoResolve: values.autoResolve,
  enabled: values.enabled,
});
