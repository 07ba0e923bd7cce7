import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { ClusterSave } from '@beacon/contracts/gateway-cluster';
import type { PluginSave } from '@beacon/contracts/gateway-plugin';
import type { ApiDefinition } from '@beacon/contracts/open-platform-api';
import type { Kysely } from 'kysely';
import { demoText } from '../../platform/demo-text';
import { clusterColumns } from './cluster-rows';
import { insertDemoApi } from './demo';
import { pluginColumns } from './plugin-rows';
import type { OpenPlatformDatabase } from './tables';

/** The demo's example upstream: this server on the loopback address (its default port when PORT is 0), no health check. */
const demoNode = (httpPort: number) => ({ host: '127.0.0.1', port: httpPort > 0 ? httpPort : 8080, weight: 1 });

/** The demo's forwarded API, online: this server's readiness probe through the gateway. */
const statusApi = (t: ReturnType<typeof demoText>, domainId: number, groupId: number, clusterId: number) =>
  ({
    name: t('平台状态', 'Platform status'),
    method: 'GET',
    path: '/platform/status',
    domainId,
    groupId,
    clusterId,
    backendPath: '/readyz',
    builtin: null,
    requestSchema: null,
    responseSchema: { type: 'object', properties: { status: { type: 'string' } } },
    description: t('经网关转发到本机的就绪探针', "This server's readiness probe, forwarded by the gateway"),
  }) satisfies ApiDefinition;

/**
 * Seeds a service cluster (one example node, no health check) that the demo's work-order API and its online
 * "platform status" API forward to, and a rate-limit plugin bound to the demo's device list API (after the
 * business centre's demo).
 */
export const seedGatewayDemo = async (
  db: Kysely<OpenPlatformDatabase>,
  language: ConsoleLanguage,
  httpPort = 8080,
  now = Date.now(),
): Promise<void> => {
  const t = demoText(language);
  const node = demoNode(httpPort);
  const cluster: ClusterSave = {
    name: t('工单系统', 'Ticketing backend'),
    nodes: [node],
    balance: 'round_robin',
    timeoutMs: 3_000,
    retries: 1,
    healthCheck: null,
    description: t(`示例节点：本机 ${node.port} 端口`, `Example node: port ${node.port} of this host`),
  };
  const { id: clusterId } = await db
    .insertInto('service_cluster')
    .values({ ...clusterColumns(cluster), create_date: now, update_date: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('open_api')
    .set({ cluster_id: clusterId })
    .where('path', '=', '/work-order/sync')
    .where('builtin', 'is', null)
    .execute();
  const sync = await db
    .selectFrom('open_api')
    .select(['domain_id', 'group_id'])
    .where('path', '=', '/work-order/sync')
    .executeTakeFirst();
  if (sync) {
    const definition = statusApi(t, Number(sync.domain_id), Number(sync.group_id), Number(clusterId));
    await insertDemoApi(db, definition, 'online', now);
  }

  const plugin: PluginSave = {
    name: t('每应用每分钟 60 次', '60 calls per minute per app'),
    type: 'rate-limit',
    config: { count: 60, windowSeconds: 60, key: 'app' },
  };
  const { id: pluginId } = await db
    .insertInto('gateway_plugin')
    .values({ ...pluginColumns(plugin), create_date: now, update_date: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apis = await db.selectFrom('open_api').select('id').where('path', '=', '/device/list').execute();
  if (apis.length > 0)
    await db
      .insertInto('gateway_plugin_api')
      .values(apis.map((api) => ({ plugin_id: pluginId, api_id: api.id, create_date: now })))
      .execute();
};
