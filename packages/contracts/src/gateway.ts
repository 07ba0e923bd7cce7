import { z } from 'zod';
import { recordIdSchema } from './open-platform';
import { API_METHODS, API_STATUSES } from './open-platform-api';

/** Paths of the gateway's plugins and service clusters (prefix `/api/v1/gateway`, every reply in form B). */
export const GATEWAY_PATHS = {
  plugin: '/api/v1/gateway/plugin',
  cluster: '/api/v1/gateway/service-cluster',
} as const;

/** Page ids of the gateway's plugin and service cluster pages. */
export const GATEWAY_PAGES = { plugin: 'OpenAPI.plugin', cluster: 'OpenAPI.serviceCluster' } as const;

/** Sizes of plugins and service clusters, and of one binding call. */
export const GATEWAY_LIMITS = {
  nameMax: 64,
  descriptionMax: 500,
  /** APIs one bind or unbind call names. */
  bindMax: 100,
  /** Most APIs an `api-list` answers. */
  boundListMax: 1_000,
  /** Most records a `list` (choices) answers. */
  listMax: 1_000,
} as const;

/** The APIs one bind call names: distinct existing API ids. */
export const apiIdsSchema = z.array(recordIdSchema).min(1).max(GATEWAY_LIMITS.bindMax);

/** An API as a plugin's or cluster's bound-API list shows it. */
export const boundApiSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  method: z.enum(API_METHODS),
  path: z.string(),
  status: z.enum(API_STATUSES),
});
/** An API bound to a plugin or a cluster. */
export type BoundApi = z.infer<typeof boundApiSchema>;

/** A gateway record's name. */
export const gatewayNameSchema = z.string().trim().min(1).max(GATEWAY_LIMITS.nameMax);
