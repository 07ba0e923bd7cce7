import type { Generated } from 'kysely';

/** An event type an application subscribes to (deleted with the application). */
export interface GatewayAppEventTable {
  gateway_app_id: number;
  event_type: string;
  create_date: number;
}

/**
 * One event to push to one application (deleted with it): `payload` the JSON POSTed; `status` pending, delivered
 * or failed; a pending row is due at `next_attempt_at`, and held by one worker (`lease_owner`) until
 * `lease_until` while it delivers; `first_attempt_at` starts its 24 h of retries. Times epoch ms.
 */
export interface GatewayEventPushTable {
  id: Generated<number>;
  gateway_app_id: number;
  event_id: string;
  event_type: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  lease_owner: string;
  lease_until: number;
  /** The HTTP status of the last attempt (null before one, or when no answer came). */
  last_status: number | null;
  last_error: string;
  create_date: number;
  update_date: number;
}
