import { type Kysely, sql } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import type { TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

const MINUTE_MS = 60_000;
/** The device-log types that stand for a message a device sent and the platform accepted. */
const MESSAGE_LOG_TYPES = ['property', 'event'] as const;
/** The minute of a device log (integer division on both SQLite and PostgreSQL: both columns are integers). */
const logMinute = sql<number | string>`l.create_date / ${sql.lit(MINUTE_MS)}`;

/** Queries of the IoT overview dashboard; every one keeps to the caller's projects. */
export const overviewRepository = {
  /** The projects in scope, by code. */
  projects: (db: DB, scope: ProjectScope) =>
    db
      .selectFrom('project')
      .where(projectScopeCondition(scope, 'project.project_code'))
      .select(['project_code', 'project_name'])
      .orderBy('project_code')
      .execute(),

  /** How many devices each project in scope has in each status. */
  deviceCounts: (db: DB, scope: ProjectScope) =>
    db
      .selectFrom('device')
      .where(projectScopeCondition(scope, 'device.project_code'))
      .select(['project_code', 'status', (eb) => eb.fn.countAll<number | string>().as('devices')])
      .groupBy(['project_code', 'status'])
      .execute(),

  /** Accepted property and event messages per minute (the minute as epoch ms / 60,000) since `from`. */
  messagesPerMinute: (db: DB, scope: ProjectScope, from: number) =>
    db
      .selectFrom('device_log as l')
      .innerJoin('device as d', 'd.iot_id', 'l.iot_id')
      .where('l.type', 'in', MESSAGE_LOG_TYPES)
      .where('l.create_date', '>=', from)
      .where(projectScopeCondition(scope, 'd.project_code'))
      .select([logMinute.as('minute'), (eb) => eb.fn.sum<number | string>('l.count').as('messages')])
      .groupBy(logMinute)
      .execute(),

  /** Values refused since `from`: the counts of the rejected device logs summed. */
  rejectedSince: (db: DB, scope: ProjectScope, from: number) =>
    db
      .selectFrom('device_log as l')
      .innerJoin('device as d', 'd.iot_id', 'l.iot_id')
      .where('l.type', '=', 'rejected')
      .where('l.create_date', '>=', from)
      .where(projectScopeCondition(scope, 'd.project_code'))
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('l.count'), sql<number>`0`).as('rejected'))
      .executeTakeFirst(),

  /** Abnormal records not recovered, by type. */
  openAbnormal: (db: DB, scope: ProjectScope) =>
    db
      .selectFrom('device_abnormal')
      .where('status', '=', 'open')
      .where(projectScopeCondition(scope, 'device_abnormal.project_code'))
      .select(['type', (eb) => eb.fn.countAll<number | string>().as('records')])
      .groupBy('type')
      .execute(),
};
