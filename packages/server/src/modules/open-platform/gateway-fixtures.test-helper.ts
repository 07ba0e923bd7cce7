import type { TestApp } from '../../test/test-app';
import { objectOf } from './open-platform-fixtures.test-helper';

/** Base paths of the gateway's plugins and service clusters. */
export const GW = {
  plugin: '/api/v1/gateway/plugin',
  cluster: '/api/v1/gateway/service-cluster',
} as const;

/** A node body. */
export const node = (host: string, port: number, weight = 1) => ({ host, port, weight });

/** Creates a service cluster with these nodes (one example node unless told); its id. */
export const createCluster = async (
  t: TestApp,
  token: string,
  name = 'Backend',
  nodes: object[] = [node('10.0.0.1', 8080)],
  extra: object = {},
) =>
  (objectOf(await t.call('POST', `${GW.cluster}/save`, { token, body: { name, nodes, ...extra } })) as { id: number })
    .id;

/** Creates a rate-limit plugin; its id. */
export const createRateLimit = async (t: TestApp, token: string, name = 'Limit') =>
  (
    objectOf(
      await t.call('POST', `${GW.plugin}/save`, {
        token,
        body: { name, type: 'rate-limit', config: { count: 10, windowSeconds: 60, key: 'app' } },
      }),
    ) as { id: number }
  ).id;
