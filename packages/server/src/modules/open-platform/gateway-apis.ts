import type { BoundApi } from '@beacon/contracts/gateway';
import { API_METHODS, API_STATUSES } from '@beacon/contracts/open-platform-api';
import { AppError } from '../../platform/http/app-error';
import type { OpenPlatformDb } from './tables';

/** The API columns a bound-API list shows. */
export const BOUND_API_COLUMNS = [
  'open_api.id',
  'open_api.name',
  'open_api.method',
  'open_api.path',
  'open_api.status',
] as const;

/** A bound API's row. */
export interface BoundApiRow {
  id: number;
  name: string;
  method: string;
  path: string;
  status: string;
}

const pick = <T extends string>(values: readonly T[], text: string, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;

/** A bound API on the wire. */
export const toBoundApi = (row: BoundApiRow): BoundApi => ({
  id: Number(row.id),
  name: row.name,
  method: pick(API_METHODS, row.method, 'GET'),
  path: row.path,
  status: pick(API_STATUSES, row.status, 'draft'),
});

/** The APIs a binding call names, each read once; 404 naming `apiIds[i]` for the first that does not exist. */
export const existingApis = async (db: OpenPlatformDb, apiIds: readonly number[]) => {
  const ids = [...new Set(apiIds)];
  const rows = await db
    .selectFrom('open_api')
    .select(['id', 'name', 'status', 'builtin'])
    .where('id', 'in', ids)
    .execute();
  const found = new Set(rows.map((row) => Number(row.id)));
  const missing = apiIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw AppError.missing('api', apiIds[missing] ?? 0, `apiIds[${missing}]`);
  return rows;
};
