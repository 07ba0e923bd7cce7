import type { FormValues, TimelineEntry, WorkOrder } from '@beacon/contracts/work-order';
import { TRANSITION_ACTIONS, WORK_ORDER_STATUSES } from '@beacon/contracts/work-order-states';
import { WORK_ORDER_PRIORITIES } from '@beacon/contracts/work-order-template';
import type { Selectable } from 'kysely';
import type { WorkOrderTimelineTable } from './tables';
import type { WorkOrderRow } from './work-order.repository';

const pick = <T extends string>(values: readonly T[], text: string, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;
const TIMELINE_ACTIONS = ['open', ...TRANSITION_ACTIONS, 'alarm_cleared'] as const;
const number = (value: number | null) => (value === null ? null : Number(value));

/** Stored form values (anything but an object read as none). */
export const parseFormValues = (text: string): FormValues => {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormValues) : {};
};

/** A work order row on the wire. */
export const toWorkOrder = (row: WorkOrderRow): WorkOrder => ({
  id: Number(row.id),
  number: row.number,
  title: row.title,
  templateId: Number(row.template_id),
  templateName: row.template_name ?? '',
  projectCode: row.project_code,
  iotId: row.iot_id,
  devKey: row.dev_key,
  alarmId: number(row.alarm_id),
  ruleId: number(row.rule_id),
  priority: pick(WORK_ORDER_PRIORITIES, row.priority, 'medium'),
  status: pick(WORK_ORDER_STATUSES, row.status, 'new'),
  assigneeAccountId: number(row.assignee_account_id),
  assigneeName: row.assignee_name ?? '',
  deadline: Number(row.deadline),
  overdue: Number(row.overdue) === 1,
  formValues: parseFormValues(row.form_values),
  createTime: Number(row.create_time),
  updateTime: Number(row.update_time),
});

/** A timeline row on the wire. */
export const toTimelineEntry = (row: Selectable<WorkOrderTimelineTable>): TimelineEntry => ({
  action: pick(TIMELINE_ACTIONS, row.action, 'open'),
  fromStatus: row.from_status === null ? null : pick(WORK_ORDER_STATUSES, row.from_status, 'new'),
  toStatus: pick(WORK_ORDER_STATUSES, row.to_status, 'new'),
  by: row.author,
  time: Number(row.time),
  note: row.note,
});
