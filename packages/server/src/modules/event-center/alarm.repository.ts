import { ALARM_SYSTEM_ACTOR, type AlarmPageRequest } from '@beacon/contracts/alarm';
import { type Insertable, type Kysely, sql } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { fetchBoundedPage } from '../../platform/db/paging';
import type { AlarmTable, EventCenterDatabase, EventCenterDb } from './tables';

type DB = Kysely<EventCenterDatabase>;

/** What raises (or counts on) an open alarm. */
export type AlarmRaise = Pick<
  Insertable<AlarmTable>,
  'iot_id' | 'dev_key' | 'project_code' | 'source' | 'source_key' | 'severity'
> & { time: number };

/** Which open alarm. */
export interface AlarmKey {
  iotId: string;
  source: string;
  sourceKey: string;
}

const STATUS: Record<NonNullable<AlarmPageRequest['status']>, [cleared: number, acknowledged: number]> = {
  active_unack: [0, 0],
  active_ack: [0, 1],
  cleared_unack: [1, 0],
  cleared_ack: [1, 1],
};

/** Queries of alarms, their comments and the rule holds. */
export const alarmRepository = {
  /**
   * Raises an alarm, or counts once more on the open one of the same device, source and key: one statement on the
   * partial unique index, so concurrent reports and instances never open two. Answers its id and count (1 = new).
   */
  raise: (db: EventCenterDb, row: AlarmRaise) =>
    db
      .insertInto('alarm')
      .values({
        iot_id: row.iot_id,
        dev_key: row.dev_key,
        project_code: row.project_code,
        source: row.source,
        source_key: row.source_key,
        severity: row.severity,
        count: 1,
        first_time: row.time,
        last_time: row.time,
        acknowledged: 0,
        cleared: 0,
      })
      .onConflict((conflict) =>
        conflict.columns(['iot_id', 'source', 'source_key']).where('cleared', '=', sql.lit(0)).doUpdateSet({
          count: sql<number>`alarm.count + 1`,
          last_time: sql<number>`case when excluded.last_time > alarm.last_time then excluded.last_time else alarm.last_time end`,
        }),
      )
      .returning(['id', 'count'])
      .executeTakeFirstOrThrow(),

  /** Clears the open alarm of a device, source and key by the platform (its condition recovered); the alarms cleared. */
  clearOpen: (db: EventCenterDb, key: AlarmKey, at: number) =>
    db
      .updateTable('alarm')
      .set({ cleared: 1, cleared_by: ALARM_SYSTEM_ACTOR, clear_time: at })
      .where('iot_id', '=', key.iotId)
      .where('source', '=', key.source)
      .where('source_key', '=', key.sourceKey)
      .where('cleared', '=', 0)
      .returning(['id', 'project_code'])
      .execute(),

  /** The keys of a device's open alarms of a source. */
  openKeys: (db: EventCenterDb, iotId: string, source: string) =>
    db
      .selectFrom('alarm')
      .select('source_key')
      .where('iot_id', '=', iotId)
      .where('source', '=', source)
      .where('cleared', '=', 0)
      .execute(),

  /** A device's rule holds. */
  holds: (db: EventCenterDb, iotId: string) =>
    db.selectFrom('alarm_hold').select(['source_key', 'since']).where('iot_id', '=', iotId).execute(),

  /** Starts a hold (one already held keeps its start). */
  startHold: (db: EventCenterDb, iotId: string, sourceKey: string, since: number) =>
    db
      .insertInto('alarm_hold')
      .values({ iot_id: iotId, source_key: sourceKey, since })
      .onConflict((conflict) => conflict.columns(['iot_id', 'source_key']).doNothing())
      .execute(),

  /** Ends a device's holds of these rules. */
  endHolds: (db: EventCenterDb, iotId: string, sourceKeys: readonly string[]) =>
    sourceKeys.length
      ? db.deleteFrom('alarm_hold').where('iot_id', '=', iotId).where('source_key', 'in', sourceKeys).execute()
      : Promise.resolve([]),

  /** How many abnormal records of a kind are open on a device. */
  openAbnormal: async (db: EventCenterDb, iotId: string, kind: string) =>
    Number(
      (
        await db
          .selectFrom('device_abnormal')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('iot_id', '=', iotId)
          .where('type', '=', kind)
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** An alarm within the caller's projects, with its device's name. */
  findById: (db: EventCenterDb, id: number, scope: ProjectScope) =>
    db
      .selectFrom('alarm as a')
      .leftJoin('device as d', 'd.iot_id', 'a.iot_id')
      .selectAll('a')
      .select('d.name')
      .where('a.id', '=', id)
      .where(projectScopeCondition(scope, 'a.project_code'))
      .executeTakeFirst(),

  /** Acknowledges an alarm not yet acknowledged; the rows changed. */
  ack: (db: EventCenterDb, id: number, by: string, at: number) =>
    db
      .updateTable('alarm')
      .set({ acknowledged: 1, ack_by: by, ack_time: at })
      .where('id', '=', id)
      .where('acknowledged', '=', 0)
      .executeTakeFirst(),

  /** Clears an alarm not yet cleared; the rows changed. */
  clear: (db: EventCenterDb, id: number, by: string, at: number) =>
    db
      .updateTable('alarm')
      .set({ cleared: 1, cleared_by: by, clear_time: at })
      .where('id', '=', id)
      .where('cleared', '=', 0)
      .executeTakeFirst(),

  /** Adds comments. */
  comment: (
    db: EventCenterDb,
    rows: { alarm_id: number; author: string; text: string; time: number; system: number }[],
  ) => (rows.length ? db.insertInto('alarm_comment').values(rows).execute() : Promise.resolve([])),

  /** An alarm's comments, oldest first. */
  comments: (db: EventCenterDb, alarmId: number) =>
    db.selectFrom('alarm_comment').selectAll().where('alarm_id', '=', alarmId).orderBy('id').execute(),

  /** Active alarms by severity within the caller's projects. */
  activeCounts: (db: EventCenterDb, scope: ProjectScope) =>
    db
      .selectFrom('alarm')
      .select(['severity', (eb) => eb.fn.countAll<number>().as('n')])
      .where('cleared', '=', 0)
      .where(projectScopeCondition(scope, 'project_code'))
      .groupBy('severity')
      .execute(),

  /** Active (not cleared) alarms of one severity in each of the given projects. */
  activeInProjects: (db: EventCenterDb, severity: string, projectCodes: readonly string[]) =>
    db
      .selectFrom('alarm')
      .select(['project_code', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('cleared', '=', 0)
      .where('severity', '=', severity)
      .where('project_code', 'in', projectCodes)
      .groupBy('project_code')
      .execute(),

  /** Alarms of the caller's projects, newest raised first, with each device's current name. */
  page: (db: DB, filter: AlarmPageRequest, scope: ProjectScope) => {
    let query = db.selectFrom('alarm as a').where(projectScopeCondition(scope, 'a.project_code'));
    if (filter.projectCode) query = query.where('a.project_code', '=', filter.projectCode);
    if (filter.iotId) query = query.where('a.iot_id', '=', filter.iotId);
    if (filter.devKey) query = query.where('a.dev_key', '=', filter.devKey);
    if (filter.severity) query = query.where('a.severity', '=', filter.severity);
    if (filter.source) query = query.where('a.source', '=', filter.source);
    if (filter.sourceKey) query = query.where('a.source_key', '=', filter.sourceKey);
    if (filter.status) {
      const [cleared, acknowledged] = STATUS[filter.status];
      query = query.where('a.cleared', '=', cleared).where('a.acknowledged', '=', acknowledged);
    }
    if (filter.stdModelId !== undefined) {
      const modelId = filter.stdModelId;
      query = query.where(
        'a.iot_id',
        'in',
        db.selectFrom('device').select('iot_id').where('std_model_id', '=', modelId),
      );
    }
    if (filter.from !== undefined) query = query.where('a.first_time', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('a.first_time', '<=', filter.to);
    // Deferred join: the skipped rows are read from the indexes only (ids), the page's rows by id.
    const pageIds = (offset: number, limit: number) =>
      query.select('a.id').orderBy('a.first_time', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset);
    const readRows = (offset: number, limit: number) =>
      db
        .selectFrom('alarm as a')
        .leftJoin('device as d', 'd.iot_id', 'a.iot_id')
        .selectAll('a')
        .select('d.name')
        .where('a.id', 'in', pageIds(offset, limit))
        .orderBy('a.first_time', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    return fetchBoundedPage(db, query, readRows, filter);
  },
};
