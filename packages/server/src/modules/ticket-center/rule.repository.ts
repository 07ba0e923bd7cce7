import type { RulePageRequest } from '@beacon/contracts/work-order-rule';
import type { Insertable, Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { TicketCenterDatabase, TicketCenterDb, WorkOrderRuleTable } from './tables';

const withTemplate = (db: TicketCenterDb) =>
  db
    .selectFrom('work_order_rule as r')
    .leftJoin('work_order_template as t', 't.id', 'r.template_id')
    .selectAll('r')
    .select('t.name as template_name');

/** A rule row with its template's name. */
export type RuleRow = Awaited<ReturnType<ReturnType<typeof withTemplate>['executeTakeFirstOrThrow']>>;

/** Queries of work order rules (and the latest alarms they are tested on). */
export const ruleRepository = {
  /** Rules by name (contains), source and enabled, newest first. */
  page: (db: Kysely<TicketCenterDatabase>, filter: RulePageRequest) => {
    let query = db.selectFrom('work_order_rule as r');
    if (filter.name) query = query.where(contains('r.name', filter.name));
    if (filter.source) query = query.where('r.source', '=', filter.source);
    if (filter.enabled !== undefined) query = query.where('r.enabled', '=', filter.enabled ? 1 : 0);
    return fetchPage(
      query,
      (q) =>
        q
          .leftJoin('work_order_template as t', 't.id', 'r.template_id')
          .selectAll('r')
          .select('t.name as template_name')
          .orderBy('r.id', 'desc'),
      filter,
    );
  },

  /** One rule. */
  find: (db: TicketCenterDb, id: number) => withTemplate(db).where('r.id', '=', id).executeTakeFirst(),

  /** The enabled rules, oldest first (the first that matches an alarm opens its work order). */
  enabled: (db: TicketCenterDb) => withTemplate(db).where('r.enabled', '=', 1).orderBy('r.id').execute(),

  /** Adds a rule; its id. */
  insert: async (db: TicketCenterDb, row: Insertable<WorkOrderRuleTable>) =>
    Number((await db.insertInto('work_order_rule').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes a rule; the rows changed. */
  update: async (db: TicketCenterDb, id: number, row: Partial<Insertable<WorkOrderRuleTable>>) =>
    Number((await db.updateTable('work_order_rule').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows),

  /** Deletes a rule; the rows deleted. */
  remove: async (db: TicketCenterDb, id: number) =>
    Number((await db.deleteFrom('work_order_rule').where('id', '=', id).executeTakeFirst()).numDeletedRows),

  /** Whether an account exists. */
  accountExists: async (db: TicketCenterDb, id: number) =>
    (await db.selectFrom('account').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

  /** Whether a role exists. */
  roleExists: async (db: TicketCenterDb, id: number) =>
    (await db.selectFrom('role').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

  /** The latest alarms (by id) of the caller's projects. */
  latestAlarms: (db: TicketCenterDb, scope: ProjectScope, limit: number) =>
    db
      .selectFrom('alarm')
      .select(['id', 'iot_id', 'dev_key', 'project_code', 'source', 'source_key', 'severity', 'first_time', 'cleared'])
      .where(projectScopeCondition(scope, 'project_code'))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
};
