import type { DeviceLogPageRequest, LatestPageRequest } from '@beacon/contracts/telemetry';
import type { Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { contains } from '../../platform/db/contains';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

/** A live row's columns: the latest value (`l`) and its device (`d`). */
const LIVE_ROW_COLUMNS = [
  'l.iot_id',
  'l.attr_key',
  'l.value',
  'l.value_time',
  'l.update_time',
  'd.dev_key',
  'd.name',
  'd.std_model_id',
] as const;

/** Queries of the stored telemetry and the device log. */
export const telemetryRepository = {
  /** Latest values of a project's devices, by device then property. */
  latestPage: (db: DB, filter: LatestPageRequest) => {
    let query = db
      .selectFrom('telemetry_latest as l')
      .innerJoin('device as d', 'd.iot_id', 'l.iot_id')
      .where('d.project_code', '=', filter.projectCode);
    if (filter.deviceName) query = query.where(contains('d.name', filter.deviceName));
    if (filter.devKey) query = query.where(contains('d.dev_key', filter.devKey));
    if (filter.iotId) query = query.where('l.iot_id', '=', filter.iotId);
    if (filter.attrKey) query = query.where('l.attr_key', '=', filter.attrKey);
    const readRows = (offset: number, limit: number) =>
      query.select(LIVE_ROW_COLUMNS).orderBy('d.id').orderBy('l.attr_key').limit(limit).offset(offset).execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },

  /** The caller's projects with devices online now, with their number, most first. */
  liveProjects: (db: DB, scope: ProjectScope) =>
    db
      .selectFrom('device')
      .where('status', '=', 'online')
      .where(projectScopeCondition(scope, 'project_code'))
      .select(['project_code', (eb) => eb.fn.countAll<number | string>().as('online')])
      .groupBy('project_code')
      .orderBy('online', 'desc')
      .orderBy('project_code')
      .limit(1_000)
      .execute(),

  /** Latest values of one device inside the caller's projects, by property. */
  latestOfDevice: (db: DB, iotId: string, scope: ProjectScope, limit: number) =>
    db
      .selectFrom('telemetry_latest as l')
      .innerJoin('device as d', 'd.iot_id', 'l.iot_id')
      .where('l.iot_id', '=', iotId)
      .where(projectScopeCondition(scope, 'd.project_code'))
      .select(LIVE_ROW_COLUMNS)
      .orderBy('l.attr_key')
      .limit(limit)
      .execute(),

  /** Model JSON of standard models by id. */
  stdModels: (db: DB, ids: readonly number[]) =>
    ids.length
      ? db.selectFrom('iot_std_model').select(['id', 'model']).where('id', 'in', ids).execute()
      : Promise.resolve([]),

  /** The newest `limit` values of one property of one device in [from, to], newest first. */
  history: (db: DB, range: { iotId: string; attrKey: string; from: number; to: number }, limit: number) =>
    db
      .selectFrom('telemetry_history')
      .select(['value', 'value_time'])
      .where('iot_id', '=', range.iotId)
      .where('attr_key', '=', range.attrKey)
      .where('value_time', '>=', range.from)
      .where('value_time', '<=', range.to)
      .orderBy('value_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  /** Whether a device exists inside the caller's projects. */
  deviceExists: async (db: DB, iotId: string, scope: ProjectScope) =>
    (await db
      .selectFrom('device')
      .select('iot_id')
      .where('iot_id', '=', iotId)
      .where(projectScopeCondition(scope, 'device.project_code'))
      .executeTakeFirst()) !== undefined,

  /** Device logs of the caller's projects' devices, newest first, with the device's current name. */
  deviceLogPage: (db: DB, filter: DeviceLogPageRequest, scope: ProjectScope) => {
    let query = db.selectFrom('device_log as g');
    if (!scope.all) {
      const inScope = db
        .selectFrom('device')
        .select('device.iot_id')
        .where(projectScopeCondition(scope, 'device.project_code'));
      query = query.where('g.iot_id', 'in', inScope);
    }
    if (filter.iotId) query = query.where('g.iot_id', '=', filter.iotId);
    if (filter.devKey) query = query.where('g.dev_key', '=', filter.devKey);
    if (filter.type) query = query.where('g.type', '=', filter.type);
    if (filter.from !== undefined) query = query.where('g.create_date', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('g.create_date', '<=', filter.to);
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const pageIds = (offset: number, limit: number) =>
      query.select('g.id').orderBy('g.create_date', 'desc').orderBy('g.id', 'desc').limit(limit).offset(offset);
    const readRows = (offset: number, limit: number) =>
      db
        .selectFrom('device_log as g')
        .leftJoin('device as d', 'd.iot_id', 'g.iot_id')
        .select([
          'g.id',
          'g.iot_id',
          'g.dev_key',
          'g.type',
          'g.content',
          'g.reason',
          'g.create_date',
          'g.count',
          'd.name',
        ])
        .where('g.id', 'in', pageIds(offset, limit))
        .orderBy('g.create_date', 'desc')
        .orderBy('g.id', 'desc')
        .execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },

  /** Deletes up to `limit` device-log rows created before `before` (oldest first); answers how many. */
  deleteDeviceLogsBefore: async (db: DB, before: number, limit: number): Promise<number> => {
    const oldest = db
      .selectFrom('device_log')
      .select('id')
      .where('create_date', '<', before)
      .orderBy('create_date')
      .limit(limit);
    const result = await db.deleteFrom('device_log').where('id', 'in', oldest).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
