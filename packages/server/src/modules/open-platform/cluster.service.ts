import { type BoundApi, GATEWAY_LIMITS } from '@beacon/contracts/gateway';
import type {
  ClusterBind,
  ClusterChoice,
  ClusterFilter,
  ClusterPageRequest,
  ClusterSave,
  ClusterUpdate,
  ServiceCluster,
} from '@beacon/contracts/gateway-cluster';
import type { FormBPage } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { clusterRepository as repo } from './cluster.repository';
import type { NodeHealthReport } from './cluster-health';
import { type ClusterRow, clusterColumns, parseNodes, toCluster } from './cluster-rows';
import { existingApis, toBoundApi } from './gateway-apis';
import type { OpenPlatformDatabase } from './tables';

/** What the service tells when clusters change (the health checker re-reads them). */
export type ClustersChanged = () => void;

/** Service clusters: the upstream nodes APIs forward to, each node with its health as last probed. */
export class ClusterService {
  constructor(
    private readonly db: Kysely<OpenPlatformDatabase>,
    private readonly health: NodeHealthReport,
    private readonly changed: ClustersChanged = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of clusters. */
  async page(request: ClusterPageRequest): Promise<FormBPage<ServiceCluster>> {
    const { rows, total } = await repo.page(this.db, request);
    return { records: rows.map((row) => toCluster(row, this.health)), total };
  }

  /** Clusters for selects (capped), each with its node count. */
  async list(filter: ClusterFilter): Promise<ClusterChoice[]> {
    const rows = await repo.list(this.db, filter, GATEWAY_LIMITS.listMax);
    return rows.map((row) => ({ id: Number(row.id), name: row.name, nodeCount: parseNodes(row.nodes).length }));
  }

  /** One cluster's row (404 naming `path`). */
  private async row(id: number, path = 'id'): Promise<ClusterRow> {
    const row = await repo.find(this.db, id);
    if (!row) throw AppError.missing('serviceCluster', id, path);
    return row;
  }

  /** One cluster with its nodes' health. */
  async get(id: number): Promise<ServiceCluster> {
    return toCluster(await this.row(id), this.health);
  }

  /** Creates a cluster (a repeated name is the database's 409). */
  async create(input: ClusterSave): Promise<ServiceCluster> {
    const at = this.now();
    const id = await repo.insert(this.db, { ...clusterColumns(input), create_date: at, update_date: at });
    this.changed();
    return this.get(id);
  }

  /** Replaces a cluster's fields. */
  async update({ id, ...input }: ClusterUpdate): Promise<ServiceCluster> {
    if ((await repo.update(this.db, id, { ...clusterColumns(input), update_date: this.now() })) === 0)
      throw AppError.missing('serviceCluster', id);
    this.changed();
    return this.get(id);
  }

  /** Deletes a cluster no API forwards to (409 inUse naming how many do). */
  async remove(id: number): Promise<void> {
    await this.row(id);
    const apis = await repo.apiCount(this.db, id);
    if (apis > 0) throw AppError.inUse(`service cluster ${id} is used by ${apis} API(s)`, 'apis', apis);
    await repo.remove(this.db, id);
    this.changed();
  }

  /** Makes APIs forward to a cluster: not a built-in API (400), not an online one (409 apiOnlineLocked). */
  async bind({ id, apiIds }: ClusterBind): Promise<void> {
    await this.row(id);
    const apis = new Map((await existingApis(this.db, apiIds)).map((api) => [Number(api.id), api]));
    apiIds.forEach((apiId, index) => {
      const api = apis.get(apiId);
      const path = `apiIds[${index}]`;
      if (!api) return;
      if (api.builtin !== null)
        throw AppError.badRequest(`body.${path}: API ${apiId} is built-in and forwards to no cluster`).with(
          refusal(path, 'notBoth', { other: 'builtin' }),
        );
      if (api.status === 'online')
        throw AppError.conflict(`API ${apiId} is online: take it offline first`, 409).with(
          refusal(path, 'apiOnlineLocked'),
        );
    });
    await repo.bind(this.db, id, [...apis.keys()], this.now());
  }

  /** The APIs that forward to a cluster, by name. */
  async apis(id: number): Promise<BoundApi[]> {
    await this.row(id);
    return (await repo.apis(this.db, id, GATEWAY_LIMITS.boundListMax)).map(toBoundApi);
  }

  /** Whether a cluster exists. */
  async exists(id: number): Promise<boolean> {
    return (await repo.find(this.db, id)) !== undefined;
  }

  /** How many nodes a cluster has (0 when it does not exist): what a deploy needs. */
  readonly nodeCount = async (id: number): Promise<number> => {
    const row = await repo.find(this.db, id);
    return row ? parseNodes(row.nodes).length : 0;
  };
}
