import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds; booleans are 0/1; JSON is text. Same on SQLite and PostgreSQL. */
export interface PlatformSecretTable {
  name: string;
  value: string;
  create_date: number;
}

export interface IdempotencyKeyTable {
  account_id: number;
  msg_id: string;
  method: string;
  /** The call's path (cut to the column; the request hash tells calls apart). */
  path: string;
  /** SHA-256 of method, full URL and body: a repeat with another request is refused. */
  request_hash: string;
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
  user_agent: string;
  result_code: string;
  http_status: number;
  duration_ms: number;
  create_date: number;
}

/** Devices behind an external broker: when each was last heard from and whether it counts as online. */
export interface DeviceHeartbeatTable {
  dev_key: string;
  /** 0 or 1. */
  online: number;
  last_seen: number;
}

/**
 * An instance ingesting from an external broker (a member of the share group, by its MQTT_CLIENT_ID) and who holds
 * its broker session: itself while it renews its lease, a surviving instance once it stopped renewing.
 */
export interface BrokerMemberLeaseTable {
  member: string;
  share_group: string;
  holder: string;
  /** The member's ingest connections (client ids `member-0` … `member-(n-1)`). */
  connections: number;
  /** Epoch ms; past it, another instance may take the session over. */
  expires_at: number;
}

/** The platform's own tables (modules add theirs with `withTables`). */
export interface PlatformTables {
  device_heartbeat: DeviceHeartbeatTable;
  broker_member_lease: BrokerMemberLeaseTable;
  platform_secret: PlatformSecretTable;
  idempotency_key: IdempotencyKeyTable;
  opera_log: OperaLogTable;
}
