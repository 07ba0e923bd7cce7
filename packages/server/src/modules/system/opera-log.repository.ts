import type { OperaLogPageRequest } from '@beacon/contracts/system';
import type { Kysely } from 'kysely';
import { countRows, onePage } from '../../platform/db/paging';
import type { DB } from '../../platform/db/schema';

/** Queries of the operation log (read and retention only; it is append-only). */
export const operaLogRepository = {
  page: async (db: Kysely<DB>, filter: OperaLogPageRequest) => {
    let query = db.selectFrom('opera_log');
    if (filter.account) query = query.where('account', '=', filter.account.toLowerCase());
    if (filter.module) query = query.where('module', '=', filter.module);
    if (filter.startTime !== undefined) query = query.where('create_date', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('create_date', '<=', filter.endTime);
    const total = await countRows(query);
    const rows = await onePage(
      query.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'),
      filter,
    ).execute();
    return { rows, total };
  },
  purgeBefore: (db: Kysely<DB>, before: number) =>
    db.deleteFrom('opera_log').where('create_date', '<', before).execute(),
};
