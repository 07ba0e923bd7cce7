import type { PublishedApi } from '@beacon/contracts/open-platform-api';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import { uniqueViolationColumn } from '../../platform/db/db-errors';
import { AppError } from '../../platform/http/app-error';
import { apiRepository as repo } from './api.repository';
import type { ApiService } from './api.service';
import { definitionOf, parsePublished, toApi } from './api-rows';
import type { OpenPlatformDatabase } from './tables';

/** How many nodes a service cluster has (0 for one that does not exist): a deploy needs one. */
export type ClusterNodeCount = (clusterId: number) => Promise<number>;

const routeTaken = (method: string, path: string): AppError =>
  AppError.conflict(`another online API already answers ${method} ${path}`, 409).with(
    refusal('id', 'apiRouteTaken', { method, path }),
  );

/** An API's life after its draft: deploy (online, its definition published), offline, and the published view. */
export class ApiRelease {
  constructor(
    private readonly db: Kysely<OpenPlatformDatabase>,
    private readonly apis: ApiService,
    private readonly clusterNodes: ClusterNodeCount,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Deploys a draft or offline API: a built-in one, or one whose service cluster has a node; no other online API on
   * its method and path (a concurrent deploy of the same route loses on the partial unique index, the same 409).
   */
  async deploy(id: number): Promise<void> {
    const row = await this.apis.row(id);
    if (row.status === 'online')
      throw AppError.conflict(`API ${id} is already online`, 409).with(refusal('id', 'apiAlreadyOnline'));
    if (row.builtin === null && (row.cluster_id === null || (await this.clusterNodes(Number(row.cluster_id))) === 0))
      throw AppError.conflict(`API ${id}: its service cluster has no node to forward to`, 409).with(
        refusal('id', 'apiClusterHasNoNode'),
      );
    const at = this.now();
    try {
      await this.db.transaction().execute(async (trx) => {
        // The definition as it is now (an edit may have landed since the checks' read) is what gets published.
        const current = (await repo.find(trx, id)) ?? row;
        if (await repo.onlineOn(trx, current.method, current.path, id)) throw routeTaken(current.method, current.path);
        const published = JSON.stringify(definitionOf(current));
        const changed = await repo.update(trx, id, row.status, {
          status: 'online',
          published,
          published_at: at,
          update_date: at,
        });
        if (changed === 0)
          throw AppError.conflict(`API ${id} changed meanwhile; try again`, 409).with(
            refusal('id', 'apiAlreadyOnline'),
          );
      });
    } catch (error) {
      if (uniqueViolationColumn(error)) throw routeTaken(row.method, row.path);
      throw error;
    }
  }

  /** Takes an online API offline (its published definition kept for `view`). */
  async offline(id: number): Promise<void> {
    const row = await this.apis.row(id);
    const notOnline = () => AppError.conflict(`API ${id} is not online`, 409).with(refusal('id', 'apiNotOnline'));
    if (row.status !== 'online') throw notOnline();
    const at = this.now();
    if ((await repo.update(this.db, id, 'online', { status: 'offline', update_date: at })) === 0) throw notOnline();
  }

  /** The definition an API was last deployed with (404 apiNotPublished while never deployed). */
  async view(id: number): Promise<PublishedApi> {
    const row = await this.apis.row(id);
    if (row.published === null || row.published_at === null)
      throw AppError.notFound(`published definition of API ${id}`).with(refusal('id', 'apiNotPublished'));
    return {
      id: Number(row.id),
      ...parsePublished(row.published),
      status: toApi(row).status,
      publishedAt: Number(row.published_at),
    };
  }
}
