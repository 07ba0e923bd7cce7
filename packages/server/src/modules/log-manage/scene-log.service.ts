import { LOG_LIMITS, type SceneLog, type SceneLogPageRequest } from '@beacon/contracts/log-manage';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { SceneLogEntry } from '../../platform/audit/activity-logs';
import { fitColumn } from '../../platform/audit/fit-column';
import { sceneLogRepository } from './scene-log.repository';
import type { LogManageDatabase, SceneLogTable } from './tables';

const toSceneLog = (row: Selectable<SceneLogTable>): SceneLog => ({
  id: row.id,
  ruleId: row.rule_id,
  ruleName: row.rule_name,
  trigger: row.trigger_desc,
  result: row.result,
  detail: row.detail,
  createDate: row.create_date,
});

/** The row of a recorded run: text cut to its column (control characters dropped). */
const toRow = (entry: SceneLogEntry): Insertable<SceneLogTable> => ({
  rule_id: fitColumn(entry.ruleId, LOG_LIMITS.ruleId),
  rule_name: fitColumn(entry.ruleName, LOG_LIMITS.ruleName),
  trigger_desc: fitColumn(entry.trigger, LOG_LIMITS.trigger),
  result: entry.result,
  detail: fitColumn(entry.detail, LOG_LIMITS.detail),
  create_date: entry.createDate ?? Date.now(),
});

/** Appending to and reading the scene log (the time-range rule is the contract's: from after to is refused before this runs). */
export class SceneLogService {
  constructor(private readonly db: Kysely<LogManageDatabase>) {}

  /** Appends one automation run (the writer this module provides to `ctx.logs`). */
  async append(entry: SceneLogEntry): Promise<void> {
    await sceneLogRepository.append(this.db, toRow(entry));
  }

  /** One page, newest first. */
  async page(filter: SceneLogPageRequest): Promise<{ items: SceneLog[]; total: number }> {
    const { rows, total } = await sceneLogRepository.page(this.db, filter);
    return { items: rows.map(toSceneLog), total };
  }
}
