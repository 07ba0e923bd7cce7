import type { ClusterBalance, ServiceCluster } from '@beacon/contracts/gateway-cluster';

/** A node as the form edits it (its health shown beside it when editing). */
export interface NodeFormValues {
  host: string;
  port: number;
  weight: number;
}

/** What the cluster form edits. */
export interface ClusterFormValues {
  name: string;
  nodes: NodeFormValues[];
  balance: ClusterBalance;
  timeoutMs: number;
  retries: number;
  /** Whether the nodes are probed (then `healthPath` every `healthInterval` seconds). */
  healthCheckOn: boolean;
  healthPath?: string;
  healthInterval?: number;
  description?: string;
}

/** The form's fields: contract issues and server refusals naming one land on it (`healthCheck.*` on the path). */
export const CLUSTER_FORM_FIELDS = ['name', 'nodes', 'balance', 'timeoutMs', 'retries', 'description'] as const;

/** A new cluster's starting values. */
export const CLUSTER_FORM_DEFAULTS: Partial<ClusterFormValues> = {
  nodes: [{ host: '', port: 80, weight: 1 }],
  balance: 'round_robin',
  timeoutMs: 3_000,
  retries: 0,
  healthCheckOn: false,
  healthPath: '/health',
  healthInterval: 30,
};

/** The form values of a cluster. */
export const toClusterValues = (cluster: ServiceCluster): ClusterFormValues => ({
  name: cluster.name,
  nodes: cluster.nodes.map(({ host, port, weight }) => ({ host, port, weight })),
  balance: cluster.balance,
  timeoutMs: cluster.timeoutMs,
  retries: cluster.retries,
  healthCheckOn: cluster.healthCheck !== null,
  healthPath: cluster.healthCheck?.path ?? CLUSTER_FORM_DEFAULTS.healthPath,
  healthInterval: cluster.healthCheck?.intervalSeconds ?? CLUSTER_FORM_DEFAULTS.healthInterval,
  description: cluster.description,
});

/** The save body of the form: the health check only while switched on. */
export const toClusterBody = (values: ClusterFormValues) => ({
  name: values.name,
  nodes: (values.nodes ?? []).map((node) => ({ host: node.host?.trim() ?? '', port: node.port, weight: node.weight })),
  balance: values.balance,
  timeoutMs: values.timeoutMs,
  retries: values.retries,
  healthCheck:
    values.healthCheckOn && values.healthPath !== undefined && values.healthInterval !== undefined
      ? { path: values.healthPath, intervalSeconds: values.healthInterval }
      : null,
  description: values.description ?? '',
});

/** The 1-based row of the first node with the same host and port as node `index`, or undefined. */
export const repeatedNode = (nodes: readonly Partial<NodeFormValues>[], index: number): number | undefined => {
  const key = (node: Partial<NodeFormValues> | undefined) => `${node?.host?.trim().toLowerCase()}:${node?.port}`;
  const first = nodes.findIndex((node) => key(node) === key(nodes[index]));
  return first >= 0 && first < index ? first + 1 : undefined;
};
