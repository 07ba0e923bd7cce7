import type { ApiCallLogTables } from '../../platform/audit/api-call-log';
import type { SceneLogTables } from '../../platform/audit/scene-log';
import type { PlatformTables } from '../../platform/db/tables';

/**
 * The log module's view of the database: the platform's tables (opera_log) and the API call and scene logs,
 * whose row types the platform's writers declare (any module appends through them; this module creates and reads them).
 */
export type LogManageDatabase = PlatformTables & LogManageTables;

/** The tables this module creates (for `withTables`). */
export type LogManageTables = ApiCallLogTables & SceneLogTables;
