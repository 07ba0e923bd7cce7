import type { DevicePageRequest } from '@beacon/contracts/iot-device';
import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { fetchBoundedPage } from '../../platform/db/paging';
import { filteredDevices } from './device-filter';
import type { DeviceTable, IotDb, IotDeviceDatabase } from './tables';

/** The list's order, newest first; the id breaks ties (every device index ends in create_date, id). */
const newestFirst = <O>(query: SelectQueryBuilder<IotDeviceDatabase, 'device', O>) =>
  query.orderBy('create_date', 'desc').orderBy('id', 'desc');

/** The columns a device refers to other records through. */
export type DeviceRefColumn = 'std_model_id' | 'third_model_id' | 'category_id';

/** Queries of devices. */
export const deviceRepository = {
  /** A device by its id, when it lies inside the caller's projects. */
  findById: (db: IotDb, iotId: string, scope: ProjectScope) =>
    db
      .selectFrom('device')
      .selectAll()
      .where('iot_id', '=', iotId)
      .where(projectScopeCondition(scope, 'device.project_code'))
      .executeTakeFirst(),
  page: (db: IotDb, filter: DevicePageRequest, scope: ProjectScope) => {
    const filtered = filteredDevices(db, filter, scope);
    // Deferred join: the skipped rows are read from the filter-and-sort indexes only (ids), the page's rows by id.
    const readRows = (offset: number, limit: number) =>
      newestFirst(db.selectFrom('device').selectAll())
        .where('id', 'in', newestFirst(filtered.select('id')).limit(limit).offset(offset))
        .execute();
    return fetchBoundedPage(db, filtered, readRows, filter, filter.name || filter.devKey ? 'scan' : 'probe');
  },
  insert: (db: IotDb, rows: Insertable<DeviceTable> | Insertable<DeviceTable>[]) =>
    db.insertInto('device').values(rows).execute(),
  update: async (db: IotDb, iotId: string, changes: Updateable<DeviceTable>): Promise<boolean> => {
    const result = await db.updateTable('device').set(changes).where('iot_id', '=', iotId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  /** Enables a disabled device in one statement: inactive if it was never online, else offline. */
  enable: (db: IotDb, iotId: string, now: number) =>
    db
      .updateTable('device')
      .set((eb) => ({
        status: eb.case().when('last_online_time', 'is', null).then('inactive').else('offline').end(),
        update_date: now,
      }))
      .where('iot_id', '=', iotId)
      .where('status', '=', 'disabled')
      .execute(),
  remove: async (db: IotDb, iotId: string): Promise<boolean> => {
    const result = await db.deleteFrom('device').where('iot_id', '=', iotId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
  /** How many devices refer to a record through a column. */
  countBy: async (db: IotDb, column: DeviceRefColumn, id: number): Promise<number> => {
    const row = await db
      .selectFrom('device')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  /** Devices per project code, for the codes given (codes without devices are absent). */
  countByProject: async (db: IotDb, codes: readonly string[]): Promise<Map<string, number>> => {
    if (codes.length === 0) return new Map();
    const rows = await db
      .selectFrom('device')
      .select((eb) => ['project_code', eb.fn.countAll<number>().as('n')])
      .where('project_code', 'in', codes)
      .groupBy('project_code')
      .execute();
    return new Map(rows.map((row) => [row.project_code, Number(row.n)]));
  },
  /** Whether the project module's `project` table holds the code inside the caller's projects (read-only). */
  projectExists: async (db: IotDb, projectCode: string, scope: ProjectScope): Promise<boolean> =>
    (await db
      .selectFrom('project')
      .select('project_code')
      .where('project_code', '=', projectCode)
      .where(projectScopeCondition(scope, 'project.project_code'))
      .executeTakeFirst()) !== undefined,
};
