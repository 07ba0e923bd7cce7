import type { SceneLog, SceneLogPageRequest } from '@beacon/contracts/log-manage';
import type { Kysely, Selectable } from 'kysely';
import type { SceneLogTable } from '../../platform/audit/scene-log';
import { sceneLogRepository } from './scene-log.repository';
import type { LogManageDatabase } from './tables';

const toSceneLog = (row: Selectable<SceneLogTable>): SceneLog => ({
  id: row.id,
  ruleId: row.rule_id,
  ruleName: row.rule_name,
  trigger: row.trigger_desc,
  result: row.result,
  detail: row.detail,
  createDate: row.create_date,
});

/** Reading the scene log (the time-range rule is the contract's: from after to is refused before this runs). */
export class SceneLogService {
  constructor(private readonly db: Kysely<LogManageDatabase>) {}

  /** One page, newest first. */
  async page(filter: SceneLogPageRequest): Promise<{ items: SceneLog[]; total: number }> {
    const { rows, total } = await sceneLogRepository.page(this.db, filter);
    return { items: rows.map(toSceneLog), total };
  }
}
