import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import { ALL_PROJECTS } from '../../platform/auth/project-scope';
import type { AlarmSignal, Signals } from '../../platform/signals';
import { alarmRepository as repo } from './alarm.repository';
import type { EventCenterDb } from './tables';

/** What an alarm signal says of an alarm's row. */
interface AlarmFacts {
  id: number;
  iot_id: string;
  dev_key: string;
  project_code: string;
  source: string;
  source_key: string;
  severity: string;
}

/** The signal of an alarm raised or cleared. */
export const alarmSignal = (alarm: AlarmFacts, state: AlarmSignal['state'], by: string, time: number): AlarmSignal => ({
  alarmId: Number(alarm.id),
  iotId: alarm.iot_id,
  devKey: alarm.dev_key,
  projectCode: alarm.project_code,
  state,
  source: alarm.source,
  sourceKey: alarm.source_key,
  severity: ALARM_SEVERITIES.find((severity) => severity === alarm.severity) ?? 'warning',
  by,
  time,
});

/** Tells the listeners alarms were cleared (after the clearing committed). */
export const signalCleared = async (
  db: EventCenterDb,
  signals: Signals | undefined,
  ids: readonly number[],
  by: string,
  at: number,
): Promise<void> => {
  if (!signals) return;
  for (const id of ids) {
    const row = await repo.findById(db, id, ALL_PROJECTS);
    if (row) await signals.alarmChanged(alarmSignal(row, 'cleared', by, at));
  }
};
