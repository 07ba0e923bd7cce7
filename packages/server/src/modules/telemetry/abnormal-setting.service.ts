import { ABNORMAL_DEFAULTS, type AbnormalSetting, type AbnormalSettingSave } from '@beacon/contracts/device-abnormal';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { abnormalSettingRepository as repo } from './abnormal-setting.repository';
import type { AbnormalSettingTable, TelemetryDatabase } from './tables';

/** The limits the detector applies to one project. */
export type AbnormalLimits = Pick<AbnormalSetting, 'offlineMinutes' | 'silentMinutes' | 'stuckRepeats'>;

const toLimits = (row: Selectable<AbnormalSettingTable>): AbnormalLimits => ({
  offlineMinutes: Number(row.offline_minutes),
  silentMinutes: Number(row.silent_minutes),
  stuckRepeats: Number(row.stuck_repeats),
});

/**
 * Per-project abnormal-detection limits, kept in memory: reloaded after a save here and at every scan, so
 * other instances pick a change up at their next scan (within a minute).
 */
export class AbnormalSettings {
  private byProject = new Map<string, AbnormalLimits>();

  constructor(private readonly db: Kysely<TelemetryDatabase>) {}

  /** Reads every project's saved limits. */
  async reload(): Promise<void> {
    const rows = await repo.all(this.db);
    this.byProject = new Map(rows.map((row) => [row.project_code, toLimits(row)]));
  }

  /** The limits of a project: its saved ones, else the defaults. */
  limitsOf(projectCode: string): AbnormalLimits {
    return this.byProject.get(projectCode) ?? ABNORMAL_DEFAULTS;
  }

  /** A project's limits in force, read from the database; an unknown project (or one outside the scope) is 404. */
  async read(projectCode: string, scope: ProjectScope): Promise<AbnormalSetting> {
    await this.requireProject(projectCode, scope);
    const row = await repo.find(this.db, projectCode);
    if (row) return { projectCode, ...toLimits(row), custom: true };
    return { projectCode, ...ABNORMAL_DEFAULTS, custom: false };
  }

  /** Saves a project's limits and reloads the cache; an unknown project is 404. */
  async save(input: AbnormalSettingSave, at: number, scope: ProjectScope): Promise<AbnormalSetting> {
    await this.requireProject(input.projectCode, scope);
    await repo.upsert(this.db, {
      project_code: input.projectCode,
      offline_minutes: input.offlineMinutes,
      silent_minutes: input.silentMinutes,
      stuck_repeats: input.stuckRepeats,
      update_date: at,
    });
    await this.reload();
    return this.read(input.projectCode, scope);
  }

  private async requireProject(projectCode: string, scope: ProjectScope): Promise<void> {
    if (!(await repo.projectExists(this.db, projectCode, scope)))
      throw AppError.notFound(`projectCode: project '${projectCode}'`).with(
        refusal('projectCode', 'notFound', { entity: 'project', id: projectCode }),
      );
  }
}
