import type { Generated } from 'kysely';

/** A gateway plugin: `config` its type's configuration as JSON text; times epoch ms. */
export interface GatewayPluginTable {
  id: Generated<number>;
  name: string;
  type: string;
  config: string;
  create_date: number;
  update_date: number;
}

/** An API a plugin is bound to (deleted with either). */
export interface GatewayPluginApiTable {
  plugin_id: number;
  api_id: number;
  create_date: number;
}

/**
 * A service cluster: `nodes` its upstream nodes as JSON text (`[{host, port, weight}]`, always read whole); the
 * health check's path and interval both null without one. APIs name it by `open_api.cluster_id`.
 */
export interface ServiceClusterTable {
  id: Generated<number>;
  name: string;
  nodes: string;
  balance: string;
  timeout_ms: number;
  retries: number;
  health_path: string | null;
  health_interval_s: number | null;
  description: string;
  create_date: number;
  update_date: number;
}
