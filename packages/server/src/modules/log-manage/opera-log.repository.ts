import type { OperaLogPageRequest } from '@beacon/contracts/system';
import type { Kysely } from 'kysely';
import { fetchPage } from '../../platform/db/paging';
import type { PlatformTables } from '../../platform/db/tables';

/** Queries of the operation log (read only: the platform's audit writer appends, retention purges). */
export const operaLogRepository = {
  page: (db: Kysely<PlatformTables>, filter: OperaLogPageRequest) => {
    let query = db.selectFrom('opera_log');
    if (filter.account) query = query.where('account', '=', filter.account.toLowerCase());
    if (filter.module) query = query.where('module', '=', filter.module);
    if (filter.startTime !== undefined) query = query.where('create_date', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('create_date', '<=', filter.endTime);
    return fetchPage(query, (q) => q.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'), filter);
  },
};
