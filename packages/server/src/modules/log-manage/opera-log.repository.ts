import type { OperaLogPageRequest } from '@beacon/contracts/system-management';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { PlatformTables } from '../../platform/db/tables';

/** The list's order, newest first; the id breaks ties (every operation-log index ends in create_date, id). */
const newestFirst = <O>(query: SelectQueryBuilder<PlatformTables, 'opera_log', O>) =>
  query.orderBy('create_date', 'desc').orderBy('id', 'desc');

/** Queries of the operation log (read only: the platform's audit writer appends, retention purges). */
export const operaLogRepository = {
  page: (db: Kysely<PlatformTables>, filter: OperaLogPageRequest) => {
    let query = db.selectFrom('opera_log');
    if (filter.account) query = query.where('account', '=', filter.account.toLowerCase());
    if (filter.module) query = query.where('module', '=', filter.module);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.result === 'success') query = query.where('http_status', '<', 400);
    if (filter.result === 'failure') query = query.where('http_status', '>=', 400);
    if (filter.startTime !== undefined) query = query.where('create_date', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('create_date', '<=', filter.endTime);
    const filtered = query;
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const readRows = (offset: number, limit: number) =>
      newestFirst(db.selectFrom('opera_log').selectAll())
        .where('id', 'in', newestFirst(filtered.select('id')).limit(limit).offset(offset))
        .execute();
    return fetchBoundedPage(db, filtered, readRows, filter);
  },
};
