import type { Generated, Kysely, Transaction } from 'kysely';
import type { PlatformTables } from '../../platform/db/tables';

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
};

/** The database as this module sees it. */
export type OpenPlatformDatabase = PlatformTables & OpenPlatformTables;
/** The module's database or a transaction of it. */
export type OpenPlatformDb = Kysely<OpenPlatformDatabase> | Transaction<OpenPlatformDatabase>;
