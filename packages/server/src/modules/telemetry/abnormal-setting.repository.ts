import type { Insertable, Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import type { AbnormalSettingTable, TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

/** Queries of the per-project abnormal-detection limits (and whether a project exists). */
export const abnormalSettingRepository = {
  /** Every project's saved limits. */
  all: (db: DB) => db.selectFrom('abnormal_setting').selectAll().execute(),

  /** One project's saved limits, if any. */
  find: (db: DB, projectCode: string) =>
    db.selectFrom('abnormal_setting').selectAll().where('project_code', '=', projectCode).executeTakeFirst(),

  /** Saves a project's limits, replacing what it had. */
  upsert: (db: DB, row: Insertable<AbnormalSettingTable>) =>
    db
      .insertInto('abnormal_setting')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('project_code').doUpdateSet({
          offline_minutes: row.offline_minutes,
          silent_minutes: row.silent_minutes,
          stuck_repeats: row.stuck_repeats,
          update_date: row.update_date,
        }),
      )
      .execute(),

  /** Whether a project exists inside the caller's projects (read-only view of the project module's table). */
  projectExists: async (db: DB, projectCode: string, scope: ProjectScope) =>
    (await db
      .selectFrom('project')
      .select('project_code')
      .where('project_code', '=', projectCode)
      .where(projectScopeCondition(scope, 'project.project_code'))
      .executeTakeFirst()) !== undefined,
};
