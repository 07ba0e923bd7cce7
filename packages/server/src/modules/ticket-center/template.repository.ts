import type { TemplatePageRequest } from '@beacon/contracts/work-order-template';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { TicketCenterDatabase, TicketCenterDb, WorkOrderTemplateTable } from './tables';

/** Queries of work order templates. */
export const templateRepository = {
  /** Templates by name (contains) and kind, newest first. */
  page: (db: Kysely<TicketCenterDatabase>, filter: TemplatePageRequest) => {
    let query = db.selectFrom('work_order_template');
    if (filter.name) query = query.where(contains('name', filter.name));
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return fetchPage(query, (q) => q.selectAll().orderBy('id', 'desc'), filter);
  },

  /** Every template, by name. */
  all: (db: TicketCenterDb) => db.selectFrom('work_order_template').selectAll().orderBy('name').execute(),

  /** One template. */
  find: (db: TicketCenterDb, id: number) =>
    db.selectFrom('work_order_template').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Adds a template; its id. */
  insert: async (db: TicketCenterDb, row: Insertable<WorkOrderTemplateTable>) =>
    Number((await db.insertInto('work_order_template').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes a template; the rows changed. */
  update: async (db: TicketCenterDb, id: number, row: Partial<Insertable<WorkOrderTemplateTable>>) =>
    Number(
      (await db.updateTable('work_order_template').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows,
    ),

  /** Deletes a template. */
  remove: (db: TicketCenterDb, id: number) => db.deleteFrom('work_order_template').where('id', '=', id).execute(),

  /** How many rules and work orders use a template. */
  usage: async (db: TicketCenterDb, id: number) => {
    const count = (table: 'work_order_rule' | 'work_order') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('template_id', '=', id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const [rules, workOrders] = await Promise.all([count('work_order_rule'), count('work_order')]);
    return { rules, workOrders };
  },
};
