import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds; booleans are 0/1; JSON is text. Same on SQLite and PostgreSQL. */
export interface PlatformSecretTable {
  name: string;
  value: string;
  create_date: number;
}

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
  /** JSON array of module codes and page ids. */
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

export interface IdempotencyKeyTable {
  account_id: number;
  msg_id: string;
  method: string;
  path: string;
  status_code: number | null;
  body: string | null;
  created_at: number;
}

export interface OperaLogTable {
  id: Generated<number>;
  account: string;
  module: string;
  action: string;
  method: string;
  path: string;
  target_id: string;
  msg_id: string;
  ip: string;
  result_code: string;
  http_status: number;
  duration_ms: number;
  create_date: number;
}

/** The whole database as Kysely sees it. */
export interface DB {
  platform_secret: PlatformSecretTable;
  account: AccountTable;
  role: RoleTable;
  account_role: AccountRoleTable;
  account_project: AccountProjectTable;
  session: SessionTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
  idempotency_key: IdempotencyKeyTable;
  opera_log: OperaLogTable;
}
