import type { Generated, Kysely, Transaction } from 'kysely';
import type { EventCenterTables } from '#module-tables/event-center';
import type { IotDeviceTables } from '#module-tables/iot-device';
import type { ProjectTables } from '#module-tables/project-data-management';
import type { SystemTables } from '#module-tables/system-management';
import type { PlatformTables } from '../../platform/db/tables';

/** A work order template: its form's fields as JSON text; times epoch ms. */
export interface WorkOrderTemplateTable {
  id: Generated<number>;
  name: string;
  kind: string;
  /** JSON array of form fields. */
  form_fields: string;
  default_priority: string;
  sla_hours: number;
  description: string;
  create_time: number;
  update_time: number;
}

/** A work order rule: which alarms open a work order; flags 0/1, project codes as a JSON array. */
export interface WorkOrderRuleTable {
  id: Generated<number>;
  name: string;
  min_severity: string;
  source: string;
  source_key: string | null;
  /** JSON array of project codes (empty = every project). */
  project_codes: string;
  template_id: number;
  assignee_account_id: number | null;
  assignee_role_id: number | null;
  priority: string;
  auto_resolve: number;
  enabled: number;
  create_time: number;
  update_time: number;
}

/** A work order: unique number, at most one per alarm (alarm_id unique), form values as JSON text. */
export interface WorkOrderTable {
  id: Generated<number>;
  number: string;
  title: string;
  template_id: number;
  project_code: string;
  iot_id: string | null;
  dev_key: string | null;
  alarm_id: number | null;
  rule_id: number | null;
  priority: string;
  status: string;
  assignee_account_id: number | null;
  deadline: number;
  overdue: number;
  /** JSON object of the template's form values. */
  form_values: string;
  create_time: number;
  update_time: number;
}

/** One timeline entry of a work order (`author`: "by" is an SQL keyword). */
export interface WorkOrderTimelineTable {
  id: Generated<number>;
  work_order_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  author: string;
  time: number;
  note: string;
}

/** The last number given on a day (`YYYYMMDD` in the server's time zone). */
export interface WorkOrderNumberTable {
  day: string;
  last: number;
}

/** The ticket center's own tables. */
export type TicketCenterTables = {
  work_order_template: WorkOrderTemplateTable;
  work_order_rule: WorkOrderRuleTable;
  work_order: WorkOrderTable;
  work_order_timeline: WorkOrderTimelineTable;
  work_order_number: WorkOrderNumberTable;
};

/** Other modules' tables it reads, typed by their owners: accounts and roles, projects, devices, alarms. */
export type TicketCenterReadTables = Pick<SystemTables, 'account' | 'account_role' | 'role'> &
  Pick<ProjectTables, 'project'> &
  Pick<IotDeviceTables, 'device'> &
  Pick<EventCenterTables, 'alarm'>;

/** The database as this module sees it. */
export type TicketCenterDatabase = PlatformTables & TicketCenterTables & TicketCenterReadTables;
/** The module's database or a transaction of it. */
export type TicketCenterDb = Kysely<TicketCenterDatabase> | Transaction<TicketCenterDatabase>;
