import type { Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import type { TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

/** Reads of the device debug tab: the device (within the caller's projects) and its standard model. */
export const deviceDebugRepository = {
  /** The device with this iotId in the caller's projects, or undefined. */
  device: (db: DB, iotId: string, scope: ProjectScope) =>
    db
      .selectFrom('device')
      .select(['iot_id', 'dev_key', 'status', 'std_model_id'])
      .where('iot_id', '=', iotId)
      .where(projectScopeCondition(scope, 'device.project_code'))
      .executeTakeFirst(),

  /** A standard model's thing model (JSON text), or undefined. */
  stdModel: (db: DB, id: number) =>
    db.selectFrom('iot_std_model').select('model').where('id', '=', id).executeTakeFirst(),
};
