import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { apiIdsSchema, GATEWAY_LIMITS, gatewayNameSchema } from './gateway';
import { reasonParams } from './issue-refusals';
import { recordIdSchema } from './open-platform';
import { API_PATH_PATTERN } from './patterns';
import { formBPageRequest } from './protocol';

/** How a cluster spreads calls over its nodes. */
export const CLUSTER_BALANCES = ['round_robin', 'weighted'] as const;
/** A balancing method. */
export type ClusterBalance = (typeof CLUSTER_BALANCES)[number];

/** A node's health as last probed: `unknown` without a health check or before the first probe. */
export const NODE_HEALTHS = ['up', 'down', 'unknown'] as const;
/** A node's health. */
export type NodeHealth = (typeof NODE_HEALTHS)[number];

/** Limits of service clusters. */
export const CLUSTER_LIMITS = {
  nodesMax: 32,
  hostMax: 253,
  weightMax: 100,
  timeoutMsMin: 100,
  timeoutMsMax: 60_000,
  retriesMax: 5,
  intervalSecondsMin: 5,
  intervalSecondsMax: 3_600,
  healthPathMax: 200,
} as const;
const L = CLUSTER_LIMITS;

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens. */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Whether a text is a host name, a dotted IPv4 address or an IPv6 address (no zone). */
export const isNodeHost = (text: string): boolean => {
  if (text.includes(':')) return !text.includes('%') && ipaddr.IPv6.isValid(text);
  if (/^[\d.]+$/.test(text)) return ipaddr.IPv4.isValidFourPartDecimal(text);
  return HOST_NAME_PATTERN.test(text);
};

/** An upstream node: host, port and weight (used by `weighted` balancing). */
export const clusterNodeSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1)
    .max(L.hostMax)
    .refine(isNodeHost, {
      message: 'not a host name, IPv4 or IPv6 address',
      params: reasonParams('hostFormat'),
    }),
  port: z.number().int().min(1).max(65_535),
  weight: z.number().int().min(1).max(L.weightMax).default(1),
});
/** An upstream node (parsed). */
export type ClusterNode = z.infer<typeof clusterNodeSchema>;

/** A health check: GET `http://host:port{path}` every `intervalSeconds`; a 2xx or 3xx answer is up. */
export const healthCheckSchema = z.strictObject({
  path: z.string().trim().max(L.healthPathMax).regex(API_PATH_PATTERN),
  intervalSeconds: z.number().int().min(L.intervalSecondsMin).max(L.intervalSecondsMax).default(30),
});
/** A health check (parsed). */
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/** Nodes of a cluster: each host and port once. */
const nodes = z
  .array(clusterNodeSchema)
  .max(L.nodesMax)
  .superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((node, index) => {
      const key = `${node.host.toLowerCase()}:${node.port}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index, 'host'],
          message: `repeats node ${first + 1}`,
          params: reasonParams('repeatsRow', { row: first + 1 }),
        });
    });
  });

const clusterFields = {
  name: gatewayNameSchema,
  nodes: nodes.default([]),
  balance: z.enum(CLUSTER_BALANCES).default('round_robin'),
  /** How long a forwarded call may take (ms). */
  timeoutMs: z.number().int().min(L.timeoutMsMin).max(L.timeoutMsMax).default(3_000),
  /** How many other nodes a failed call is retried on. */
  retries: z.number().int().min(0).max(L.retriesMax).default(0),
  healthCheck: healthCheckSchema.nullable().default(null),
  description: z.string().trim().max(GATEWAY_LIMITS.descriptionMax).default(''),
};

/** A new service cluster: unique name, its nodes (each host and port once), balancing, timeout, retries, health check. */
export const clusterSaveSchema = z.strictObject(clusterFields);
/** A new service cluster (parsed). */
export type ClusterSave = z.infer<typeof clusterSaveSchema>;

/** A service cluster edited (id in the body; every field replaced). */
export const clusterUpdateSchema = z.strictObject({ id: recordIdSchema, ...clusterFields });
/** A service cluster edited (parsed). */
export type ClusterUpdate = z.infer<typeof clusterUpdateSchema>;

/** A node with its health as this server last probed it. */
export const clusterNodeStateSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  weight: z.number().int(),
  health: z.enum(NODE_HEALTHS),
  /** When it was last probed (epoch ms), or null. */
  lastCheck: z.number().int().nullable(),
  /** Why the last probe failed, or null. */
  lastError: z.string().nullable(),
});
/** A node with its health. */
export type ClusterNodeState = z.infer<typeof clusterNodeStateSchema>;

/** A service cluster: the upstream nodes an API forwards to. */
export const serviceClusterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nodes: z.array(clusterNodeStateSchema),
  balance: z.enum(CLUSTER_BALANCES),
  timeoutMs: z.number().int(),
  retries: z.number().int(),
  healthCheck: z.object({ path: z.string(), intervalSeconds: z.number().int() }).nullable(),
  description: z.string(),
  /** How many APIs forward to it. */
  apiCount: z.number().int(),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** A service cluster. */
export type ServiceCluster = z.infer<typeof serviceClusterSchema>;

/** A service cluster as a choice (the API form's select). */
export const clusterChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many nodes it has (an API of a cluster without nodes cannot be deployed). */
  nodeCount: z.number().int(),
});
/** A service cluster as a choice. */
export type ClusterChoice = z.infer<typeof clusterChoiceSchema>;

/** Cluster filters: name contains. */
export const clusterFilterSchema = z.strictObject({ name: z.string().trim().max(GATEWAY_LIMITS.nameMax).optional() });
/** Cluster filters (parsed). */
export type ClusterFilter = z.infer<typeof clusterFilterSchema>;
/** Columns a cluster page sorts by. */
export const CLUSTER_ORDER_COLUMNS = ['create_date', 'update_date', 'name'] as const;
/** A page of service clusters. */
export const clusterPageSchema = formBPageRequest(clusterFilterSchema, CLUSTER_ORDER_COLUMNS);
/** A page of service clusters (parsed). */
export type ClusterPageRequest = z.infer<typeof clusterPageSchema>;

/** `service-cluster/bing-api`: the cluster the APIs will forward to. */
export const clusterBindSchema = z.strictObject({ id: recordIdSchema, apiIds: apiIdsSchema });
/** A cluster binding call (parsed). */
export type ClusterBind = z.infer<typeof clusterBindSchema>;
