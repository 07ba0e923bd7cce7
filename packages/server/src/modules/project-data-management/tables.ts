import type { Generated, Kysely, Transaction } from 'kysely';
import type { PlatformTables } from '../../platform/db/tables';

/** A project row; timestamps are epoch milliseconds. The device count is counted, never stored. */
export interface ProjectTable {
  id: Generated<number>;
  project_code: string;
  project_name: string;
  type: string;
  area_code: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  status: string;
  create_date: number;
  update_date: number;
}

/** The tables of projects. */
export type ProjectTables = {
  project: ProjectTable;
};

/** The database as this module sees it: the platform's tables and its own. */
export type ProjectDatabase = PlatformTables & ProjectTables;
/** The module's database (or a transaction of it), as its repositories take it. */
export type ProjectDb = Kysely<ProjectDatabase> | Transaction<ProjectDatabase>;
