import type { SceneLogPageRequest } from '@beacon/contracts/log-manage';
import type { Insertable, Kysely, SelectQueryBuilder } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { LogManageDatabase, SceneLogTable } from './tables';

/** The list's order, newest first; the id breaks ties (every scene_log index ends in create_date, id). */
const newestFirst = <O>(query: SelectQueryBuilder<LogManageDatabase, 'scene_log', O>) =>
  query.orderBy('create_date', 'desc').orderBy('id', 'desc');

/** Queries of the scene log: appends (nothing edits or deletes a row but retention) and pages. */
export const sceneLogRepository = {
  append: (db: Kysely<LogManageDatabase>, row: Insertable<SceneLogTable>) =>
    db.insertInto('scene_log').values(row).execute(),
  page: (db: Kysely<LogManageDatabase>, filter: SceneLogPageRequest) => {
    let query = db.selectFrom('scene_log');
    if (filter.ruleId) query = query.where('rule_id', '=', filter.ruleId);
    if (filter.ruleName) query = query.where(contains('rule_name', filter.ruleName));
    if (filter.result) query = query.where('result', '=', filter.result);
    if (filter.from !== undefined) query = query.where('create_date', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('create_date', '<=', filter.to);
    const filtered = query;
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const readRows = (offset: number, limit: number) =>
      newestFirst(db.selectFrom('scene_log').selectAll())
        .where('id', 'in', newestFirst(filtered.select('id')).limit(limit).offset(offset))
        .execute();
    // A name search has no index to probe, so it counts in one pass.
    return fetchBoundedPage(db, filtered, readRows, filter, filter.ruleName ? 'scan' : 'probe');
  },
};
