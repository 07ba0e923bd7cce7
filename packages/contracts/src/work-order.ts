import { z } from 'zod';
import { DEVICE_LIMITS } from './iot-device';
import { PROJECT_LIMITS } from './project-data-management';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';
import { epochMs } from './telemetry';
import { fromNotAfterTo } from './time-range';
import { TRANSITION_ACTIONS, WORK_ORDER_STATUSES } from './work-order-states';
import { formFieldSchema, TEMPLATE_LIMITS, WORK_ORDER_PRIORITIES } from './work-order-template';

/** Sizes of work orders: title, cancel reason, a timeline note. */
export const WORK_ORDER_LIMITS = { titleMax: 128, reasonMax: 500, noteMax: 500 } as const;

/** Who acts when the platform does (opened by a rule, alarm cleared, auto-resolved). */
export const WORK_ORDER_SYSTEM_ACTOR = 'system';

/** One value of a template's form: text, number, switch, a pair of strings (a date range), or empty. */
export const formValueSchema = z.union([
  z.string().max(TEMPLATE_LIMITS.textValueMax),
  z.number(),
  z.boolean(),
  z.array(z.string().max(TEMPLATE_LIMITS.optionMax)).max(2),
  z.null(),
]);
/** The values of a template's form, by field model. */
export const formValuesSchema = z.record(z.string().max(50), formValueSchema);
/** The values of a template's form. */
export type FormValues = z.infer<typeof formValuesSchema>;

/** A work order on the wire. */
export const workOrderSchema = z.object({
  id: z.number().int(),
  /** `WO-YYYYMMDD-NNNN`: the opening day in the server's time zone, counted from 0001 each day. */
  number: z.string(),
  title: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  projectCode: z.string(),
  /** The device, or null. */
  iotId: z.string().nullable(),
  devKey: z.string().nullable(),
  /** The alarm that opened it, or null (opened by hand). */
  alarmId: z.number().int().nullable(),
  /** The rule that opened it, or null. */
  ruleId: z.number().int().nullable(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  status: z.enum(WORK_ORDER_STATUSES),
  assigneeAccountId: z.number().int().nullable(),
  /** The assignee's user name (empty when none). */
  assigneeName: z.string(),
  /** Opening time + the template's SLA hours (epoch ms). */
  deadline: z.number().int(),
  /** Past its deadline while still open (kept by a sweep every minute). */
  overdue: z.boolean(),
  formValues: formValuesSchema,
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
/** A work order. */
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** One entry of a work order's timeline: a transition, or a note such as the alarm clearing. */
export const timelineEntrySchema = z.object({
  /** `open`, a transition, or `alarm_cleared`. */
  action: z.enum(['open', ...TRANSITION_ACTIONS, 'alarm_cleared']),
  fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WORK_ORDER_STATUSES),
  /** The account, or `system`. */
  by: z.string(),
  time: z.number().int(),
  note: z.string(),
});
/** One entry of a work order's timeline. */
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A work order with its timeline (oldest first) and its template's form fields. */
export const workOrderDetailSchema = workOrderSchema.extend({
  timeline: z.array(timelineEntrySchema),
  formFields: z.array(formFieldSchema),
});
/** A work order with its timeline. */
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

const id = z.number().int().positive().max(MAX_RECORD_ID);

/** Work order filters: status, priority, project, assignee, overdue, mine (assigned to the caller), opened range. */
export const workOrderPageSchema = fromNotAfterTo(
  pageParamsSchema
    .extend({
      number: z.string().trim().min(1).max(20).optional(),
      status: z.enum(WORK_ORDER_STATUSES).optional(),
      priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
      projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code).optional(),
      assigneeAccountId: id.optional(),
      overdue: z.boolean().optional(),
      /** Only the caller's own work orders. */
      mine: z.boolean().optional(),
      alarmId: id.optional(),
      /** Opened at or after (epoch ms). */
      from: epochMs.optional(),
      /** Opened at or before (epoch ms). */
      to: epochMs.optional(),
    })
    .strict(),
);
/** Work order filters (parsed). */
export type WorkOrderPageRequest = z.infer<typeof workOrderPageSchema>;

/** A work order opened by hand (assigned at once when an assignee is given). */
export const workOrderCreateSchema = z.strictObject({
  title: z.string().trim().min(1).max(WORK_ORDER_LIMITS.titleMax),
  templateId: id,
  projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code),
  iotId: z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax).optional(),
  /** Default: the template's. */
  priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
  assigneeAccountId: id.optional(),
  formValues: formValuesSchema.optional(),
});
/** A work order opened by hand (parsed). */
export type WorkOrderCreate = z.infer<typeof workOrderCreateSchema>;

/** Assigning (or transferring) a work order. */
export const workOrderAssignSchema = z.strictObject({ assigneeAccountId: id });
/** Resolving a work order: its template's form values (checked against the fields). */
export const workOrderResolveSchema = z.strictObject({ formValues: formValuesSchema });
/** Cancelling a work order: why. */
export const workOrderCancelSchema = z.strictObject({
  reason: z.string().trim().min(1).max(WORK_ORDER_LIMITS.reasonMax),
});

/** How many accounts (and roles) the assignee choices hold at most. */
export const WORK_ORDER_ASSIGNEES_MAX = 1_000;
/** An enabled account offered as an assignee: its id, sign-in name and user name, nothing else. */
export const assigneeAccountSchema = z.object({
  /** The account's id. */
  id: z.number().int(),
  /** Its sign-in name. */
  account: z.string(),
  /** Its user name. */
  userName: z.string(),
});
/** An enabled account offered as an assignee. */
export type AssigneeAccount = z.infer<typeof assigneeAccountSchema>;
/** A role offered as a rule's assignee: its id and name. */
export const assigneeRoleSchema = z.object({
  /** The role's id. */
  id: z.number().int(),
  /** Its name. */
  name: z.string(),
});
/** A role offered as a rule's assignee. */
export type AssigneeRole = z.infer<typeof assigneeRoleSchema>;
/** The ticket center's assignee choices: enabled accounts and roles, each by name. */
export const workOrderAssigneesSchema = z.object({
  /** Enabled accounts, by user name (at most WORK_ORDER_ASSIGNEES_MAX). */
  accounts: z.array(assigneeAccountSchema),
  /** Roles, by name (at most WORK_ORDER_ASSIGNEES_MAX). */
  roles: z.array(assigneeRoleSchema),
});
/** The ticket center's assignee choices. */
export type WorkOrderAssignees = z.infer<typeof workOrderAssigneesSchema>;
