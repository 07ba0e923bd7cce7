import type { ClusterFilter, ClusterPageRequest } from '@beacon/contracts/gateway-cluster';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import { BOUND_API_COLUMNS } from './gateway-apis';
import type { ServiceClusterTable } from './gateway-tables';
import type { OpenPlatformDatabase, OpenPlatformDb } from './tables';

const filtered = (db: OpenPlatformDb, filter: ClusterFilter = {}) => {
  let query = db.selectFrom('service_cluster');
  if (filter.name) query = query.where(contains('service_cluster.name', filter.name));
  return query;
};

/** A cluster row with the number of APIs that forward to it. */
const withApiCount = (query: ReturnType<typeof filtered>) =>
  query
    .selectAll('service_cluster')
    .select((eb) =>
      eb
        .selectFrom('open_api')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('open_api.cluster_id', '=', 'service_cluster.id')
        .as('api_count'),
    );

/** Queries of service clusters and the APIs that forward to them. */
export const clusterRepository = {
  /** A page of clusters in the request's orders. */
  page: (db: Kysely<OpenPlatformDatabase>, request: ClusterPageRequest) =>
    fetchOffsetPage(
      filtered(db, request.data),
      (query) => orderByFormB(withApiCount(query), request.orders, 'service_cluster'),
      request,
    ),

  /** Clusters by name, at most `limit`. */
  list: (db: OpenPlatformDb, filter: ClusterFilter, limit: number) =>
    filtered(db, filter)
      .select(['service_cluster.id', 'service_cluster.name', 'service_cluster.nodes'])
      .orderBy('service_cluster.name')
      .limit(limit)
      .execute(),

  /** One cluster. */
  find: (db: OpenPlatformDb, id: number) =>
    withApiCount(filtered(db)).where('service_cluster.id', '=', id).executeTakeFirst(),

  /** Clusters with a health check, oldest first, at most `limit`. */
  checked: (db: OpenPlatformDb, limit: number) =>
    db
      .selectFrom('service_cluster')
      .select(['id', 'nodes', 'timeout_ms', 'health_path', 'health_interval_s'])
      .where('health_path', 'is not', null)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Adds a cluster; its id. */
  insert: async (db: OpenPlatformDb, row: Insertable<ServiceClusterTable>) =>
    Number((await db.insertInto('service_cluster').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes a cluster; the rows changed. */
  update: async (db: OpenPlatformDb, id: number, row: Partial<Insertable<ServiceClusterTable>>) =>
    Number((await db.updateTable('service_cluster').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows),

  /** Deletes a cluster; the rows deleted. */
  remove: async (db: OpenPlatformDb, id: number) =>
    Number((await db.deleteFrom('service_cluster').where('id', '=', id).executeTakeFirst()).numDeletedRows),

  /** How many APIs forward to a cluster. */
  apiCount: async (db: OpenPlatformDb, id: number) =>
    Number(
      (
        await db
          .selectFrom('open_api')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('cluster_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Makes APIs forward to a cluster; the rows changed (an API gone online meanwhile is left as it is). */
  bind: async (db: OpenPlatformDb, id: number, apiIds: readonly number[], at: number) =>
    Number(
      (
        await db
          .updateTable('open_api')
          .set({ cluster_id: id, update_date: at })
          .where('id', 'in', [...apiIds])
          .where('status', '<>', 'online')
          .where('builtin', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  /** The APIs that forward to a cluster, by name, at most `limit`. */
  apis: (db: OpenPlatformDb, id: number, limit: number) =>
    db
      .selectFrom('open_api')
      .select(BOUND_API_COLUMNS)
      .where('open_api.cluster_id', '=', id)
      .orderBy('open_api.name')
      .limit(limit)
      .execute(),
};
