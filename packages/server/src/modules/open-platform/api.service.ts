import { OPEN_PLATFORM_LIMITS } from '@beacon/contracts/open-platform';
import {
  API_STATUSES,
  type ApiCount,
  type ApiCreate,
  type ApiFilter,
  type ApiPageRequest,
  type ApiUpdate,
  type OpenApi,
} from '@beacon/contracts/open-platform-api';
import type { FormBPage } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { apiRepository as repo } from './api.repository';
import { type ApiRow, apiColumns, toApi } from './api-rows';
import { areaRepository } from './area.repository';
import { clusterRepository } from './cluster.repository';
import { groupRepository } from './group.repository';
import type { OpenPlatformDatabase } from './tables';

/** 409: an online API is taken offline before it is edited or deleted. */
export const onlineLocked = (id: number): AppError =>
  AppError.conflict(`API ${id} is online: take it offline first`, 409).with(refusal('id', 'apiOnlineLocked'));

/** The business centre's APIs as records: their definitions, drafts until deployed (see ApiRelease). */
export class ApiService {
  constructor(
    private readonly db: Kysely<OpenPlatformDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of APIs. */
  async page(request: ApiPageRequest): Promise<FormBPage<OpenApi>> {
    const { rows, total } = await repo.page(this.db, request);
    return { records: rows.map(toApi), total };
  }

  /** APIs for selects (capped). */
  async list(filter: ApiFilter): Promise<OpenApi[]> {
    return (await repo.list(this.db, filter, OPEN_PLATFORM_LIMITS.listMax)).map(toApi);
  }

  /** One API's row (404 when missing). */
  async row(id: number): Promise<ApiRow> {
    const row = await repo.find(this.db, id);
    if (!row) throw AppError.missing('api', id);
    return row;
  }

  /** One API (404 when missing). */
  async get(id: number): Promise<OpenApi> {
    return toApi(await this.row(id));
  }

  /** Creates a draft API (a repeated name is the database's 409). */
  async create(input: ApiCreate): Promise<OpenApi> {
    await this.checkPlace(input);
    const at = this.now();
    const id = await repo.insert(this.db, { ...apiColumns(input), status: 'draft', create_date: at, update_date: at });
    return this.get(id);
  }

  /** Edits a draft or offline API (an online one: 409 apiOnlineLocked). */
  async update({ id, ...input }: ApiUpdate): Promise<OpenApi> {
    const current = await this.row(id);
    if (current.status === 'online') throw onlineLocked(id);
    await this.checkPlace(input);
    // Conditional on the status read: a deploy in between makes this an edit of an online API, refused.
    const changed = await repo.update(this.db, id, current.status, { ...apiColumns(input), update_date: this.now() });
    if (changed === 0) throw onlineLocked(id);
    return this.get(id);
  }

  /** Deletes a draft or offline API. */
  async remove(id: number): Promise<void> {
    const current = await this.row(id);
    if (current.status === 'online' || (await repo.remove(this.db, id, current.status)) === 0) throw onlineLocked(id);
  }

  /** APIs by status. */
  async count(): Promise<ApiCount> {
    const counts: ApiCount = { total: 0, draft: 0, online: 0, offline: 0 };
    for (const { status, n } of await repo.countByStatus(this.db)) {
      const known = API_STATUSES.find((value) => value === status);
      if (known) counts[known] = Number(n);
      counts.total += Number(n);
    }
    return counts;
  }

  /** An existing area, a group of it and the service cluster named, if any (400 naming the field otherwise). */
  private async checkPlace(input: Pick<ApiCreate, 'domainId' | 'groupId' | 'clusterId'>): Promise<void> {
    if (!(await areaRepository.find(this.db, input.domainId)))
      throw AppError.unknownReference('domainId', 'apiArea', input.domainId);
    const group = await groupRepository.find(this.db, input.groupId);
    if (!group) throw AppError.unknownReference('groupId', 'apiGroup', input.groupId);
    if (Number(group.domain_id) !== input.domainId)
      throw AppError.badRequest(`body.groupId: group ${input.groupId} is not in area ${input.domainId}`).with(
        refusal('groupId', 'groupNotInArea'),
      );
    if (input.clusterId !== null && !(await clusterRepository.find(this.db, input.clusterId)))
      throw AppError.unknownReference('clusterId', 'serviceCluster', input.clusterId);
  }
}
