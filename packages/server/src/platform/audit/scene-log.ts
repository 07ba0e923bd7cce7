import { LOG_LIMITS, type SceneLog } from '@beacon/contracts/log-manage';
import type { Generated, Kysely } from 'kysely';
import type { PlatformTables } from '../db/tables';
import { fitColumn } from './fit-column';

/** An automation run (created by the log-manage module's migration 0002, which every app runs before any module registers). */
export interface SceneLogTable {
  id: Generated<number>;
  rule_id: string;
  rule_name: string;
  /** What set the rule off ("trigger" itself is an SQL keyword). */
  trigger_desc: string;
  result: SceneLog['result'];
  detail: string;
  create_date: number;
}

/** The scene log table, for `withTables`. */
export type SceneLogTables = {
  scene_log: SceneLogTable;
};

/** What an automation rule records of one run; `createDate` defaults to now. */
export type SceneLogEntry = Omit<SceneLog, 'id' | 'createDate'> & { createDate?: number };

/** Appends one row to the scene log (append-only: nothing edits or deletes it but retention); text is cut to its column. */
export const appendSceneLog = async (db: Kysely<PlatformTables>, entry: SceneLogEntry): Promise<void> => {
  await db
    .withTables<SceneLogTables>()
    .insertInto('scene_log')
    .values({
      rule_id: fitColumn(entry.ruleId, LOG_LIMITS.ruleId),
      rule_name: fitColumn(entry.ruleName, LOG_LIMITS.ruleName),
      trigger_desc: fitColumn(entry.trigger, LOG_LIMITS.trigger),
      result: entry.result,
      detail: fitColumn(entry.detail, LOG_LIMITS.detail),
      create_date: entry.createDate ?? Date.now(),
    })
    .execute();
};
