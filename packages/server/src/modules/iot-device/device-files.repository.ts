import type { DeviceFilter } from '@beacon/contracts/iot-device-files';
import type { Insertable, Selectable } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { filteredDevices as filtered } from './device-filter';
import type { DeviceTable, IotDb } from './tables';

/** Most values one `in (...)` list or one multi-row insert carries (well under both dialects' parameter limits). */
export const CHUNK = 1000;

/** Splits values into chunks of at most `size`. */
export const chunksOf = <T>(values: readonly T[], size = CHUNK): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
};

/** A device with the names its sheet row shows instead of ids. */
export type DeviceSheetRow = Selectable<DeviceTable> & {
  product_key: string;
  std_model_name: string;
  manufacturer: string | null;
  model_number: string | null;
  project_name: string | null;
  category_name: string | null;
};

/** Queries of devices in bulk: id sets, filtered batches, reference lookups, batched inserts. */
export const deviceFilesRepository = {
  /** How many devices match a filter. */
  count: async (db: IotDb, filter: DeviceFilter, scope: ProjectScope): Promise<number> => {
    const row = await filtered(db, filter, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  /** Up to `limit` matching devices, newest first, after the serial id `before` (keyset batches). */
  sheetBatch: (
    db: IotDb,
    filter: DeviceFilter,
    scope: ProjectScope,
    before: number | null,
    limit: number,
  ): Promise<DeviceSheetRow[]> => {
    let query = filtered(db, filter, scope)
      .innerJoin('iot_std_model as s', 's.id', 'device.std_model_id')
      .leftJoin('iot_third_model as t', 't.id', 'device.third_model_id')
      .leftJoin('project as p', 'p.project_code', 'device.project_code')
      .leftJoin('iot_device_category as c', 'c.id', 'device.category_id')
      .selectAll('device')
      .select([
        's.product_key',
        's.name as std_model_name',
        't.manufacturer',
        't.model_number',
        'p.project_name',
        'c.name as category_name',
      ]);
    if (before !== null) query = query.where('device.id', '<', before);
    return query.orderBy('device.id', 'desc').limit(limit).execute();
  },
  /** The devices of the ids given inside the caller's projects (in no particular order). */
  byIotIds: async (db: IotDb, iotIds: readonly string[], scope: ProjectScope): Promise<Selectable<DeviceTable>[]> => {
    const rows: Selectable<DeviceTable>[] = [];
    for (const chunk of chunksOf([...new Set(iotIds)]))
      rows.push(
        ...(await db
          .selectFrom('device')
          .selectAll()
          .where('iot_id', 'in', chunk)
          .where(projectScopeCondition(scope, 'device.project_code'))
          .execute()),
      );
    return rows;
  },
  /** Up to `limit` devices matching a filter, newest first. */
  byFilter: (db: IotDb, filter: DeviceFilter, scope: ProjectScope, limit: number): Promise<Selectable<DeviceTable>[]> =>
    filtered(db, filter, scope).selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  /** Enables the disabled devices among the ids (inactive if never online, else offline); answers how many. */
  enable: async (db: IotDb, iotIds: readonly string[], now: number): Promise<number> => {
    let changed = 0;
    for (const chunk of chunksOf(iotIds)) {
      const result = await db
        .updateTable('device')
        .set((eb) => ({
          status: eb.case().when('last_online_time', 'is', null).then('inactive').else('offline').end(),
          update_date: now,
        }))
        .where('iot_id', 'in', chunk)
        .where('status', '=', 'disabled')
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  },
  /** Disables the enabled devices among the ids; answers how many. */
  disable: async (db: IotDb, iotIds: readonly string[], now: number): Promise<number> => {
    let changed = 0;
    for (const chunk of chunksOf(iotIds)) {
      const result = await db
        .updateTable('device')
        .set({ status: 'disabled', update_date: now })
        .where('iot_id', 'in', chunk)
        .where('status', '<>', 'disabled')
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  },
  /** Deletes the devices of the ids; answers how many. */
  remove: async (db: IotDb, iotIds: readonly string[]): Promise<number> => {
    let removed = 0;
    for (const chunk of chunksOf(iotIds)) {
      const result = await db.deleteFrom('device').where('iot_id', 'in', chunk).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    return removed;
  },
  /** Standard model ids by product key, for the keys given. */
  stdModelIdsByKey: async (db: IotDb, keys: readonly string[]): Promise<Map<string, number>> => {
    const found = new Map<string, number>();
    for (const chunk of chunksOf(keys)) {
      const rows = await db
        .selectFrom('iot_std_model')
        .select(['id', 'product_key'])
        .where('product_key', 'in', chunk)
        .execute();
      for (const row of rows) found.set(row.product_key, row.id);
    }
    return found;
  },
  /** Third-party models of the model numbers given (match the manufacturer in memory). */
  thirdModelsByNumber: async (db: IotDb, modelNumbers: readonly string[]) => {
    const rows: { id: number; manufacturer: string; model_number: string }[] = [];
    for (const chunk of chunksOf(modelNumbers))
      rows.push(
        ...(await db
          .selectFrom('iot_third_model')
          .select(['id', 'manufacturer', 'model_number'])
          .where('model_number', 'in', chunk)
          .execute()),
      );
    return rows;
  },
  /** Which of the category ids exist. */
  existingCategoryIds: async (db: IotDb, ids: readonly number[]): Promise<Set<number>> => {
    const found = new Set<number>();
    for (const chunk of chunksOf(ids)) {
      const rows = await db.selectFrom('iot_device_category').select('id').where('id', 'in', chunk).execute();
      for (const row of rows) found.add(row.id);
    }
    return found;
  },
  /** Which of the project codes exist inside the caller's projects (the project module's table, read-only). */
  existingProjectCodes: async (db: IotDb, codes: readonly string[], scope: ProjectScope): Promise<Set<string>> => {
    const found = new Set<string>();
    for (const chunk of chunksOf(codes)) {
      const rows = await db
        .selectFrom('project')
        .select('project_code')
        .where('project_code', 'in', chunk)
        .where(projectScopeCondition(scope, 'project.project_code'))
        .execute();
      for (const row of rows) found.add(row.project_code);
    }
    return found;
  },
  /** Project names by code, for the codes given (the project module's table, read-only). */
  projectNames: async (db: IotDb, codes: readonly string[]): Promise<Map<string, string>> => {
    const found = new Map<string, string>();
    for (const chunk of chunksOf(codes)) {
      const rows = await db
        .selectFrom('project')
        .select(['project_code', 'project_name'])
        .where('project_code', 'in', chunk)
        .execute();
      for (const row of rows) found.set(row.project_code, row.project_name);
    }
    return found;
  },
  /** Which of the device keys are taken. */
  existingDevKeys: async (db: IotDb, devKeys: readonly string[]): Promise<Set<string>> => {
    const found = new Set<string>();
    for (const chunk of chunksOf(devKeys)) {
      const rows = await db.selectFrom('device').select('dev_key').where('dev_key', 'in', chunk).execute();
      for (const row of rows) found.add(row.dev_key);
    }
    return found;
  },
  /** Inserts devices in multi-row statements. */
  insertMany: async (db: IotDb, rows: readonly Insertable<DeviceTable>[]): Promise<void> => {
    // 15 columns a row: 1000 rows stay under SQLite's 32,766 and PostgreSQL's 65,535 parameters.
    for (const chunk of chunksOf(rows)) await db.insertInto('device').values(chunk).execute();
  },
};
