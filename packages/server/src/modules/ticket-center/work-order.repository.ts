import type { WorkOrderPageRequest } from '@beacon/contracts/work-order';
import { OPEN_STATUSES, WORK_ORDER_STATUSES } from '@beacon/contracts/work-order-states';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { TicketCenterDatabase, TicketCenterDb, WorkOrderTable, WorkOrderTimelineTable } from './tables';

type DB = Kysely<TicketCenterDatabase>;

/** Work orders with their template's name and their assignee's user name. */
const joined = (db: TicketCenterDb) =>
  db
    .selectFrom('work_order as w')
    .leftJoin('work_order_template as t', 't.id', 'w.template_id')
    .leftJoin('account as a', 'a.id', 'w.assignee_account_id')
    .selectAll('w')
    .select(['t.name as template_name', 'a.user_name as assignee_name']);

/** A work order row as read, with its template's and assignee's names. */
export type WorkOrderRow = Awaited<ReturnType<ReturnType<typeof joined>['executeTakeFirstOrThrow']>>;

/** Queries of work orders and their timeline. */
export const workOrderRepository = {
  /** Work orders of the caller's projects by the filters, newest first. */
  page: (db: DB, filter: WorkOrderPageRequest, scope: ProjectScope, accountId: number) => {
    let query = db.selectFrom('work_order as w').where(projectScopeCondition(scope, 'w.project_code'));
    if (filter.number) query = query.where('w.number', '=', filter.number);
    if (filter.status) query = query.where('w.status', '=', filter.status);
    if (filter.priority) query = query.where('w.priority', '=', filter.priority);
    if (filter.projectCode) query = query.where('w.project_code', '=', filter.projectCode);
    if (filter.assigneeAccountId) query = query.where('w.assignee_account_id', '=', filter.assigneeAccountId);
    if (filter.mine) query = query.where('w.assignee_account_id', '=', accountId);
    if (filter.overdue !== undefined) query = query.where('w.overdue', '=', filter.overdue ? 1 : 0);
    if (filter.alarmId) query = query.where('w.alarm_id', '=', filter.alarmId);
    if (filter.from !== undefined) query = query.where('w.create_time', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('w.create_time', '<=', filter.to);
    const pageIds = (offset: number, limit: number) =>
      query.select('w.id').orderBy('w.create_time', 'desc').orderBy('w.id', 'desc').limit(limit).offset(offset);
    const readRows = (offset: number, limit: number) =>
      joined(db)
        .where('w.id', 'in', pageIds(offset, limit))
        .orderBy('w.create_time', 'desc')
        .orderBy('w.id', 'desc')
        .execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },

  /** A work order within the caller's projects. */
  find: (db: TicketCenterDb, id: number, scope: ProjectScope) =>
    joined(db).where('w.id', '=', id).where(projectScopeCondition(scope, 'w.project_code')).executeTakeFirst(),

  /** A work order's current state (any project: the platform's own reads). */
  forId: async (db: TicketCenterDb, id: number) => {
    const row = await db.selectFrom('work_order').select('status').where('id', '=', id).executeTakeFirst();
    return WORK_ORDER_STATUSES.find((status) => status === row?.status);
  },

  /** The work order an alarm opened. */
  forAlarm: (db: TicketCenterDb, alarmId: number) => joined(db).where('w.alarm_id', '=', alarmId).executeTakeFirst(),

  /** Adds a work order unless its alarm already has one; its id, or undefined. */
  insert: async (db: TicketCenterDb, row: Insertable<WorkOrderTable>) =>
    (
      await db
        .insertInto('work_order')
        .values(row)
        .onConflict((conflict) => conflict.column('alarm_id').doNothing())
        .returning('id')
        .executeTakeFirst()
    )?.id,

  /** Moves a work order on only if it is still in `from` (one statement: concurrent actions cannot both apply). */
  move: async (db: TicketCenterDb, id: number, from: string, changes: Updateable<WorkOrderTable>) =>
    Number(
      (
        await db
          .updateTable('work_order')
          .set(changes)
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  /** Adds timeline entries. */
  note: (db: TicketCenterDb, rows: Insertable<WorkOrderTimelineTable>[]) =>
    rows.length ? db.insertInto('work_order_timeline').values(rows).execute() : Promise.resolve([]),

  /** A work order's timeline, oldest first. */
  timeline: (db: TicketCenterDb, id: number) =>
    db.selectFrom('work_order_timeline').selectAll().where('work_order_id', '=', id).orderBy('id').execute(),

  /** Flags open work orders past their deadline as overdue; how many. */
  sweepOverdue: async (db: TicketCenterDb, now: number) =>
    Number(
      (
        await db
          .updateTable('work_order')
          .set({ overdue: 1 })
          .where('overdue', '=', 0)
          .where('deadline', '<', now)
          .where('status', 'in', OPEN_STATUSES)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  /** An account's user name, or undefined when it does not exist. */
  account: (db: TicketCenterDb, id: number) =>
    db.selectFrom('account').select(['id', 'account', 'user_name']).where('id', '=', id).executeTakeFirst(),

  /** The enabled holder of a role with the fewest open work orders (then the lowest id). */
  roleMember: (db: TicketCenterDb, roleId: number) =>
    db
      .selectFrom('account as a')
      .innerJoin('account_role as ar', 'ar.account_id', 'a.id')
      .select(['a.id', 'a.account', 'a.user_name'])
      .where('ar.role_id', '=', roleId)
      .where('a.status', '=', 'enabled')
      .orderBy((eb) =>
        eb
          .selectFrom('work_order as w')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('w.assignee_account_id', '=', 'a.id')
          .where('w.status', 'in', OPEN_STATUSES),
      )
      .orderBy('a.id')
      .limit(1)
      .executeTakeFirst(),

  /** A device of the caller's projects. */
  device: (db: TicketCenterDb, iotId: string, scope: ProjectScope) =>
    db
      .selectFrom('device')
      .select(['iot_id', 'dev_key', 'project_code'])
      .where('iot_id', '=', iotId)
      .where(projectScopeCondition(scope, 'project_code'))
      .executeTakeFirst(),

  /** Whether a project exists. */
  projectExists: async (db: TicketCenterDb, projectCode: string) =>
    (await db.selectFrom('project').select('id').where('project_code', '=', projectCode).executeTakeFirst()) !==
    undefined,
};
