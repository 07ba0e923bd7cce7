import {
  type ApiArea,
  type ApiAreaFilter,
  type ApiAreaPageRequest,
  type ApiAreaSave,
  OPEN_PLATFORM_LIMITS,
} from '@beacon/contracts/open-platform';
import type { FormBPage } from '@beacon/contracts/protocol';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { areaRepository as repo } from './area.repository';
import type { ApiAreaTable, OpenPlatformDatabase } from './tables';

/** An area row on the wire. */
export const toArea = (row: Selectable<ApiAreaTable>): ApiArea => ({
  id: Number(row.id),
  name: row.name,
  code: row.code,
  description: row.description,
  sort: Number(row.sort),
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

/** API areas: the top level of the business centre's catalogue. */
export class AreaService {
  constructor(
    private readonly db: Kysely<OpenPlatformDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of areas. */
  async page(request: ApiAreaPageRequest): Promise<FormBPage<ApiArea>> {
    const { rows, total } = await repo.page(this.db, request);
    return { records: rows.map(toArea), total };
  }

  /** Areas for selects (capped). */
  async list(filter: ApiAreaFilter): Promise<ApiArea[]> {
    return (await repo.list(this.db, filter, OPEN_PLATFORM_LIMITS.listMax)).map(toArea);
  }

  /** One area (404, or 400 naming `path` when a body refers to it). */
  async get(id: number, path = 'id'): Promise<ApiArea> {
    const row = await repo.find(this.db, id);
    if (!row) throw path === 'id' ? AppError.missing('apiArea', id) : AppError.unknownReference(path, 'apiArea', id);
    return toArea(row);
  }

  /** Creates an area, or edits the one `id` names (a repeated name or code is the database's 409). */
  async save({ id, ...input }: ApiAreaSave): Promise<ApiArea> {
    const at = this.now();
    if (id === undefined) return this.get(await repo.insert(this.db, { ...input, create_date: at, update_date: at }));
    if ((await repo.update(this.db, id, { ...input, update_date: at })) === 0) throw AppError.missing('apiArea', id);
    return this.get(id);
  }

  /** Deletes an area no group or API is in. */
  async remove(id: number): Promise<void> {
    await this.get(id);
    const { groups, apis } = await repo.usage(this.db, id);
    if (groups > 0) throw AppError.inUse(`API area ${id} holds ${groups} group(s)`, 'apiGroups', groups);
    if (apis > 0) throw AppError.inUse(`API area ${id} holds ${apis} API(s)`, 'apis', apis);
    await repo.remove(this.db, id);
  }
}
