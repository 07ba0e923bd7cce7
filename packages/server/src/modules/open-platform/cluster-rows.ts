import {
  type ClusterNode,
  type ClusterSave,
  clusterNodeSchema,
  type HealthCheck,
  type ServiceCluster,
  serviceClusterSchema,
} from '@beacon/contracts/gateway-cluster';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { NodeHealthReport } from './cluster-health';
import type { ServiceClusterTable } from './gateway-tables';

/** A cluster row with the number of APIs that forward to it. */
export type ClusterRow = Selectable<ServiceClusterTable> & { api_count: number | string | bigint | null };

const storedNodes = z.array(clusterNodeSchema);

/** A cluster's stored nodes. */
export const parseNodes = (text: string): ClusterNode[] => storedNodes.parse(JSON.parse(text));

/** A cluster's health check, or null without one. */
export const healthCheckOf = (row: Pick<ClusterRow, 'health_path' | 'health_interval_s'>): HealthCheck | null =>
  row.health_path === null || row.health_interval_s === null
    ? null
    : { path: row.health_path, intervalSeconds: Number(row.health_interval_s) };

/** A cluster row on the wire, each node with its health as `report` tells it. */
export const toCluster = (row: ClusterRow, report: NodeHealthReport): ServiceCluster => {
  const id = Number(row.id);
  const healthCheck = healthCheckOf(row);
  return serviceClusterSchema.parse({
    id,
    name: row.name,
    nodes: parseNodes(row.nodes).map((node) => ({
      ...node,
      ...(healthCheck === null ? { health: 'unknown', lastCheck: null, lastError: null } : report(id, node)),
    })),
    balance: row.balance,
    timeoutMs: Number(row.timeout_ms),
    retries: Number(row.retries),
    healthCheck,
    description: row.description,
    apiCount: Number(row.api_count ?? 0),
    createDate: Number(row.create_date),
    updateDate: Number(row.update_date),
  });
};

/** The columns of a cluster as created or edited. */
export const clusterColumns = (input: ClusterSave) => ({
  name: input.name,
  nodes: JSON.stringify(input.nodes),
  balance: input.balance,
  timeout_ms: input.timeoutMs,
  retries: input.retries,
  health_path: input.healthCheck?.path ?? null,
  health_interval_s: input.healthCheck?.intervalSeconds ?? null,
  description: input.description,
});
