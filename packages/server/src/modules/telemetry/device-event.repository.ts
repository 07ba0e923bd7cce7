import type { DeviceEventPageRequest } from '@beacon/contracts/telemetry';
import type { Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

/** Queries of the stored device events. */
export const deviceEventRepository = {
  /** Device events of the caller's projects, newest occurrence first, with the device's current name. */
  page: (db: DB, filter: DeviceEventPageRequest, scope: ProjectScope) => {
    let query = db.selectFrom('device_event as e').where(projectScopeCondition(scope, 'e.project_code'));
    if (filter.iotId) query = query.where('e.iot_id', '=', filter.iotId);
    if (filter.devKey) query = query.where('e.dev_key', '=', filter.devKey);
    if (filter.projectCode) query = query.where('e.project_code', '=', filter.projectCode);
    if (filter.identifier) query = query.where('e.identifier', '=', filter.identifier);
    if (filter.eventType) query = query.where('e.event_type', '=', filter.eventType);
    if (filter.from !== undefined) query = query.where('e.occur_time', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('e.occur_time', '<=', filter.to);
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const pageIds = (offset: number, limit: number) =>
      query.select('e.id').orderBy('e.occur_time', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset);
    const readRows = (offset: number, limit: number) =>
      db
        .selectFrom('device_event as e')
        .leftJoin('device as d', 'd.iot_id', 'e.iot_id')
        .selectAll('e')
        .select('d.name')
        .where('e.id', 'in', pageIds(offset, limit))
        .orderBy('e.occur_time', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },
};
