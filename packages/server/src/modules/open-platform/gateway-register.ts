import { isModuleEnabled } from '@beacon/contracts/registry';
import type { Kysely } from 'kysely';
import type { ModuleContext } from '../../platform/module';
import { clusterRepository } from './cluster.repository';
import { registerClusterRoutes } from './cluster.routes';
import { ClusterService } from './cluster.service';
import { ClusterHealth, HEALTH_DEFAULTS, type HealthTarget } from './cluster-health';
import { healthCheckOf, parseNodes } from './cluster-rows';
import { registerGatewayRuntime } from './gateway-runtime';
import type { GatewayReadTables } from './gateway-runtime.repository';
import { registerPluginRoutes } from './plugin.routes';
import { PluginService } from './plugin.service';
import type { OpenPlatformDatabase, OpenPlatformTables } from './tables';

/** Most clusters the health checker reads. */
const CHECKED_CLUSTERS_MAX = 1_000;

/** The clusters with a health check, as the checker probes them. */
export const loadHealthTargets = async (db: Kysely<OpenPlatformDatabase>): Promise<HealthTarget[]> =>
  (await clusterRepository.checked(db, CHECKED_CLUSTERS_MAX)).flatMap((row) => {
    const check = healthCheckOf(row);
    if (check === null) return [];
    return [
      {
        clusterId: Number(row.id),
        nodes: parseNodes(row.nodes).map(({ host, port }) => ({ host, port })),
        path: check.path,
        intervalSeconds: check.intervalSeconds,
        timeoutMs: Number(row.timeout_ms),
      },
    ];
  });

/**
 * Registers the gateway's plugin and service cluster routes (`/api/v1/gateway`) and the gateway runtime
 * (`/gateway/*`) and, where the openapi module is on, starts the clusters' health checker (stopped when the app
 * closes); answers the clusters, which deploys ask.
 */
export const registerGateway = (ctx: ModuleContext, db: Kysely<OpenPlatformDatabase>): ClusterService => {
  const failed = (error: unknown) => ctx.app.log.warn({ err: error }, 'service cluster health check failed');
  const health = new ClusterHealth(() => loadHealthTargets(db), HEALTH_DEFAULTS, failed);
  const clusters = new ClusterService(db, health.report, () => health.refresh());
  registerPluginRoutes(ctx.app, new PluginService(db));
  registerClusterRoutes(ctx.app, clusters);
  registerGatewayRuntime(ctx, ctx.db.withTables<OpenPlatformTables & GatewayReadTables>(), health.report);
  if (isModuleEnabled(ctx.settings.variant, 'openapi')) health.start();
  ctx.app.addHook('preClose', async () => health.close());
  return clusters;
};
