import {
  type ApiGroup,
  type ApiGroupFilter,
  type ApiGroupPageRequest,
  type ApiGroupSave,
  OPEN_PLATFORM_LIMITS,
} from '@beacon/contracts/open-platform';
import type { FormBPage } from '@beacon/contracts/protocol';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { areaRepository } from './area.repository';
import { groupRepository as repo } from './group.repository';
import type { ApiGroupTable, OpenPlatformDatabase } from './tables';

/** A group row, with its area's name, on the wire. */
export const toGroup = (row: Selectable<ApiGroupTable> & { domain_name: string }): ApiGroup => ({
  id: Number(row.id),
  name: row.name,
  domainId: Number(row.domain_id),
  domainName: row.domain_name,
  description: row.description,
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

/** API groups: each in one area; its APIs follow it when it moves to another area. */
export class GroupService {
  constructor(
    private readonly db: Kysely<OpenPlatformDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of groups. */
  async page(request: ApiGroupPageRequest): Promise<FormBPage<ApiGroup>> {
    const { rows, total } = await repo.page(this.db, request);
    return { records: rows.map(toGroup), total };
  }

  /** Groups for selects (capped). */
  async list(filter: ApiGroupFilter): Promise<ApiGroup[]> {
    return (await repo.list(this.db, filter, OPEN_PLATFORM_LIMITS.listMax)).map(toGroup);
  }

  /** One group (404, or 400 naming `path` when a body refers to it). */
  async get(id: number, path = 'id'): Promise<ApiGroup> {
    const row = await repo.find(this.db, id);
    if (!row) throw path === 'id' ? AppError.missing('apiGroup', id) : AppError.unknownReference(path, 'apiGroup', id);
    return toGroup(row);
  }

  /** Creates a group, or edits the one `id` names, in an existing area (a repeated name is the database's 409). */
  async save({ id, domainId, ...input }: ApiGroupSave): Promise<ApiGroup> {
    if (!(await areaRepository.find(this.db, domainId)))
      throw AppError.unknownReference('domainId', 'apiArea', domainId);
    const at = this.now();
    const row = { ...input, domain_id: domainId, update_date: at };
    if (id === undefined) return this.get(await repo.insert(this.db, { ...row, create_date: at }));
    await this.db.transaction().execute(async (trx) => {
      if ((await repo.update(trx, id, row)) === 0) throw AppError.missing('apiGroup', id);
      await repo.moveApis(trx, id, domainId);
    });
    return this.get(id);
  }

  /** Deletes a group no API is in. */
  async remove(id: number): Promise<void> {
    await this.get(id);
    const apis = await repo.apiCount(this.db, id);
    if (apis > 0) throw AppError.inUse(`API group ${id} holds ${apis} API(s)`, 'apis', apis);
    await repo.remove(this.db, id);
  }
}
