import type { Generated, Kysely, Transaction } from 'kysely';
import type { PlatformTables } from '../../platform/db/tables';

/** Timestamps are epoch milliseconds; booleans are 0/1; JSON is text. */
export interface AccountTable {
  id: Generated<number>;
  account: string;
  user_name: string;
  mobile: string;
  email: string;
  password_hash: string;
  status: string;
  last_login_at: number | null;
  create_date: number;
  update_date: number;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  code: string;
  description: string;
  /** JSON array of module codes, page ids and button ids. */
  resources: string;
  builtin: number;
  create_date: number;
  update_date: number;
}

export interface AccountRoleTable {
  account_id: number;
  role_id: number;
}

export interface AccountProjectTable {
  account_id: number;
  project_code: string;
}

export interface SessionTable {
  id: string;
  account_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  ip: string;
  user_agent: string;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account_key: string;
  created_at: number;
}

/** The tables of accounts, roles and sessions. */
export type SystemTables = {
  account: AccountTable;
  role: RoleTable;
  account_role: AccountRoleTable;
  account_project: AccountProjectTable;
  session: SessionTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
};

/** The database as this module sees it: the platform's tables and its own. */
export type SystemDatabase = PlatformTables & SystemTables;
/** The module's database (or a transaction of it), as its repositories take it. */
export type SystemDb = Kysely<SystemDatabase> | Transaction<SystemDatabase>;
