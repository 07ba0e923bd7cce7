import type { DeviceAbnormalPageRequest } from '@beacon/contracts/device-abnormal';
import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { DeviceAbnormalTable, TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

/**
 * `now` minus a per-row limit in minutes (the saved one, else the default), in epoch ms; `now` is cast to
 * bigint so PostgreSQL does not infer the parameter as integer.
 */
const cutoff = (now: number, minutes: RawBuilder<unknown>, defaultMinutes: number) =>
  sql<number>`cast(${now} as bigint) - coalesce(${minutes}, ${defaultMinutes}) * 60000`;

/** Queries of abnormal records and of the devices they are detected on. */
export const abnormalRepository = {
  /** Opens records; one already open for the same device, type and property stays as it is. */
  open: (db: DB, rows: Insertable<DeviceAbnormalTable>[]) =>
    rows.length
      ? db
          .insertInto('device_abnormal')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['iot_id', 'type', 'attr_key']).where('status', '=', sql.lit('open')).doNothing(),
          )
          .execute()
      : Promise.resolve([]),

  /** Recovers the open record of a device, type and property. */
  recover: (db: DB, key: { iotId: string; type: string; attrKey: string }, at: number) =>
    db
      .updateTable('device_abnormal')
      .set({ status: 'recovered', recover_time: at })
      .where('iot_id', '=', key.iotId)
      .where('type', '=', key.type)
      .where('attr_key', '=', key.attrKey)
      .where('status', '=', 'open')
      .execute(),

  /** Every open record's key. */
  openKeys: (db: DB) =>
    db.selectFrom('device_abnormal').select(['iot_id', 'type', 'attr_key']).where('status', '=', 'open').execute(),

  /** Devices offline longer than their project's limit (its saved minutes, else the default). */
  offlineBeyondLimit: (db: DB, now: number, defaultMinutes: number) =>
    db
      .selectFrom('device as d')
      .leftJoin('abnormal_setting as s', 's.project_code', 'd.project_code')
      .select(['d.iot_id', 'd.dev_key', 'd.project_code'])
      .where('d.status', '=', 'offline')
      .where('d.last_online_time', '<', cutoff(now, sql.ref('s.offline_minutes'), defaultMinutes))
      .execute(),

  /** Online devices that connected and have reported nothing for longer than their project's silent limit. */
  silentBeyondLimit: (db: DB, now: number, defaultMinutes: number) => {
    const before = cutoff(now, sql.ref('s.silent_minutes'), defaultMinutes);
    return db
      .selectFrom('device as d')
      .leftJoin('abnormal_setting as s', 's.project_code', 'd.project_code')
      .select(['d.iot_id', 'd.dev_key', 'd.project_code'])
      .where('d.status', '=', 'online')
      .where('d.last_online_time', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('telemetry_latest as l')
              .select('l.iot_id')
              .whereRef('l.iot_id', '=', 'd.iot_id')
              .where('l.update_time', '>=', before),
          ),
        ),
      )
      .execute();
  },

  /** Abnormal records of the caller's projects, newest first. */
  page: (db: DB, filter: DeviceAbnormalPageRequest, scope: ProjectScope) => {
    let query = db.selectFrom('device_abnormal').where(projectScopeCondition(scope, 'device_abnormal.project_code'));
    if (filter.projectCode) query = query.where('project_code', '=', filter.projectCode);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from !== undefined) query = query.where('open_time', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('open_time', '<=', filter.to);
    const readRows = (offset: number, limit: number) =>
      query.selectAll().orderBy('open_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },
};
