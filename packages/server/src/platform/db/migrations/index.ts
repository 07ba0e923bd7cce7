import { migration0001 } from './0001-platform';
import { migration0002 } from './0002-request-hash';
import { migration0003 } from './0003-device-heartbeat';
import { migration0004 } from './0004-broker-member-lease';
import type { Migrations } from './helpers';

/** The platform's migrations (modules bring their own). */
export const PLATFORM_MIGRATIONS: Migrations = {
  '0001-platform': migration0001,
  '0002-request-hash': migration0002,
  '0003-device-heartbeat': migration0003,
  '0004-broker-member-lease': migration0004,
};
