import type { ApiCallLogPageRequest } from '@beacon/contracts/log-manage';
import type { Insertable, Kysely, SelectQueryBuilder } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { ApiCallLogTable, LogManageDatabase } from './tables';

/** The list's order, newest first; the id breaks ties (every api_call_log index ends in create_date, id). */
const newestFirst = <O>(query: SelectQueryBuilder<LogManageDatabase, 'api_call_log', O>) =>
  query.orderBy('create_date', 'desc').orderBy('id', 'desc');

/** Queries of the API call log: appends (nothing edits or deletes a row but retention) and pages. */
export const apiCallLogRepository = {
  append: (db: Kysely<LogManageDatabase>, rows: readonly Insertable<ApiCallLogTable>[]) =>
    db.insertInto('api_call_log').values(rows).execute(),
  page: (db: Kysely<LogManageDatabase>, filter: ApiCallLogPageRequest) => {
    let query = db.selectFrom('api_call_log');
    if (filter.appId) query = query.where('app_id', '=', filter.appId);
    if (filter.appName) query = query.where(contains('app_name', filter.appName));
    if (filter.apiName) query = query.where('api_name', '=', filter.apiName);
    if (filter.result) query = query.where('result', '=', filter.result);
    if (filter.from !== undefined) query = query.where('create_date', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('create_date', '<=', filter.to);
    const filtered = query;
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const readRows = (offset: number, limit: number) =>
      newestFirst(db.selectFrom('api_call_log').selectAll())
        .where('id', 'in', newestFirst(filtered.select('id')).limit(limit).offset(offset))
        .execute();
    // A name search has no index to probe, so it counts in one pass.
    return fetchBoundedPage(db, filtered, readRows, filter, filter.appName ? 'scan' : 'probe');
  },
};
