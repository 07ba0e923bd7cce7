import type { Generated, Kysely, Transaction } from 'kysely';
import type { ProjectTables } from '#module-tables/project-data-management';
import type { PlatformTables } from '../../platform/db/tables';
import type { GatewayAppEventTable, GatewayEventPushTable } from './event-push-tables';
import type { GatewayPluginApiTable, GatewayPluginTable, ServiceClusterTable } from './gateway-tables';

/** An API area (the spec's `domain`); times epoch ms. */
export interface ApiAreaTable {
  id: Generated<number>;
  name: string;
  code: string;
  description: string;
  sort: number;
  create_date: number;
  update_date: number;
}

/** An API group, in one area. */
export interface ApiGroupTable {
  id: Generated<number>;
  name: string;
  domain_id: number;
  description: string;
  create_date: number;
  update_date: number;
}

/**
 * An API of the business centre: JSON Schemas as JSON text; `published` the definition as last deployed (JSON
 * text), null while never; at most one online API per (method, path) by a partial unique index.
 */
export interface OpenApiTable {
  id: Generated<number>;
  name: string;
  method: string;
  path: string;
  domain_id: number;
  group_id: number;
  /** The service cluster it forwards to (the gateway's table, which comes with the service clusters). */
  cluster_id: number | null;
  backend_path: string;
  builtin: string | null;
  request_schema: string | null;
  response_schema: string | null;
  description: string;
  status: string;
  published: string | null;
  published_at: number | null;
  create_date: number;
  update_date: number;
}

/** The business centre's own tables. */
export type OpenPlatformTables = {
  api_area: ApiAreaTable;
  api_group: ApiGroupTable;
  open_api: OpenApiTable;
  gateway_plugin: GatewayPluginTable;
  gateway_plugin_api: GatewayPluginApiTable;
  service_cluster: ServiceClusterTable;
  gateway_app: GatewayAppTable;
  gateway_app_api: GatewayAppApiTable;
  gateway_app_project: GatewayAppProjectTable;
  gateway_app_event: GatewayAppEventTable;
  gateway_event_push: GatewayEventPushTable;
};

/** The database as this module sees it. */
export type OpenPlatformDatabase = PlatformTables & OpenPlatformTables;
/** The module's database or a transaction of it. */
export type OpenPlatformDb = Kysely<OpenPlatformDatabase> | Transaction<OpenPlatformDatabase>;

/**
 * An application of the gateway: `app_id` the server-generated id it signs with, `secret_sealed` its HMAC key
 * encrypted (SecretBox, bound to `app_id`), `is_closed` 0 or 1, `owner` the creating account's name.
 */
export interface GatewayAppTable {
  id: Generated<number>;
  name: string;
  app_id: string;
  secret_sealed: string;
  is_closed: number;
  owner: string;
  callback_url: string;
  create_date: number;
  update_date: number;
}

/** An API bound to an application (both deleted with either). */
export interface GatewayAppApiTable {
  gateway_app_id: number;
  api_id: number;
  create_date: number;
}

/** A project (by code) whose data an application may read. */
export interface GatewayAppProjectTable {
  gateway_app_id: number;
  project_code: string;
  create_date: number;
}

/** Other modules' tables this module reads, typed by their owners (it never writes them): projects, for apps. */
export type OpenPlatformReadTables = Pick<ProjectTables, 'project'>;

/** The database as the applications see it: the module's tables and the projects they bind. */
export type GatewayAppDatabase = OpenPlatformDatabase & OpenPlatformReadTables;
/** The applications' database or a transaction of it. */
export type GatewayAppDb = Kysely<GatewayAppDatabase> | Transaction<GatewayAppDatabase>;
