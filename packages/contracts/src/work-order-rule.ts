import { z } from 'zod';
import { ALARM_LIMITS, alarmSchema } from './alarm';
import { ALARM_SEVERITIES } from './iot-model';
import { reasonParams } from './issue-refusals';
import { PROJECT_CODE_PATTERN } from './patterns';
import { PROJECT_LIMITS } from './project-data-management';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';
import { WORK_ORDER_PRIORITIES } from './work-order-template';

/** What alarms a rule takes: those of model rules, device events, abnormal records, or any. */
export const RULE_SOURCES = ['rule', 'event', 'abnormal', 'any'] as const;
/** What alarms a rule takes. */
export type RuleSource = (typeof RULE_SOURCES)[number];

/** Sizes of work order rules. */
export const RULE_LIMITS = { nameMax: 64, projectCodesMax: 100, testAlarms: 100 } as const;

const id = z.number().int().positive().max(MAX_RECORD_ID);

/** A work order rule on the wire: which alarms open a work order, from which template, for whom. */
export const workOrderRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The lowest alarm severity it takes (critical is the highest). */
  minSeverity: z.enum(ALARM_SEVERITIES),
  source: z.enum(RULE_SOURCES),
  /** The alarm's rule name, event identifier or abnormal kind it takes; null = any. */
  sourceKey: z.string().nullable(),
  /** The projects it covers; empty = every project. */
  projectCodes: z.array(z.string()),
  templateId: z.number().int(),
  templateName: z.string(),
  /** The account its work orders are assigned to, or null. */
  assigneeAccountId: z.number().int().nullable(),
  /** The role whose member (the one with the fewest open work orders) gets its work orders, or null. */
  assigneeRoleId: z.number().int().nullable(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  /** Resolves its work order when the alarm clears. */
  autoResolve: z.boolean(),
  enabled: z.boolean(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
/** A work order rule. */
export type WorkOrderRule = z.infer<typeof workOrderRuleSchema>;

const notBothAssignees = (rule: { assigneeAccountId?: number | null; assigneeRoleId?: number | null }) =>
  rule.assigneeAccountId == null || rule.assigneeRoleId == null;
const NOT_BOTH = {
  message: 'give an account or a role, not both',
  path: ['assigneeRoleId'],
  params: reasonParams('notBoth', { other: 'assigneeAccountId' }),
};

const ruleFields = {
  name: z.string().trim().min(1).max(RULE_LIMITS.nameMax),
  minSeverity: z.enum(ALARM_SEVERITIES),
  source: z.enum(RULE_SOURCES),
  sourceKey: z.string().trim().min(1).max(ALARM_LIMITS.sourceKeyMax).nullable().default(null),
  projectCodes: z
    .array(z.string().trim().min(1).max(PROJECT_LIMITS.code).regex(PROJECT_CODE_PATTERN))
    .max(RULE_LIMITS.projectCodesMax)
    .default([]),
  templateId: id,
  assigneeAccountId: id.nullable().default(null),
  assigneeRoleId: id.nullable().default(null),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  autoResolve: z.boolean().default(false),
  enabled: z.boolean().default(true),
};

/** A new rule (unique name). */
export const ruleCreateSchema = z.strictObject(ruleFields).refine(notBothAssignees, NOT_BOTH);
/** A new rule (parsed). */
export type RuleCreate = z.infer<typeof ruleCreateSchema>;

/** A rule edited (id in the body). */
export const ruleUpdateSchema = z.strictObject({ id, ...ruleFields }).refine(notBothAssignees, NOT_BOTH);
/** A rule edited (parsed). */
export type RuleUpdate = z.infer<typeof ruleUpdateSchema>;

/** Rule filters: name (contains), source, enabled. */
export const rulePageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().min(1).max(RULE_LIMITS.nameMax).optional(),
    source: z.enum(RULE_SOURCES).optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
/** Rule filters (parsed). */
export type RulePageRequest = z.infer<typeof rulePageSchema>;

/** An alarm a rule would have matched. */
export const ruleTestMatchSchema = alarmSchema.pick({
  id: true,
  iotId: true,
  devKey: true,
  projectCode: true,
  source: true,
  sourceKey: true,
  severity: true,
  firstTime: true,
  cleared: true,
});
/** An alarm a rule would have matched. */
export type RuleTestMatch = z.infer<typeof ruleTestMatchSchema>;

/** Which of the last alarms (of the caller's projects) a rule would have matched. */
export const ruleTestResultSchema = z.object({
  /** How many of the latest alarms were looked at (at most 100). */
  checked: z.number().int(),
  matched: z.array(ruleTestMatchSchema),
});
/** A rule's test result. */
export type RuleTestResult = z.infer<typeof ruleTestResultSchema>;
