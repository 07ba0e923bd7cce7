import { ALARM_SYSTEM_ACTOR } from '@beacon/contracts/alarm';
import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import type { Insertable, Kysely } from 'kysely';
import { demoText } from '../../platform/demo-text';
import { SYSTEM_COMMENTS } from './alarm-engine';
import { rulesByProperty } from './alarm-rule-cache';
import type { AlarmTable, EventCenterDatabase } from './tables';

const MINUTE = 60_000;
/** How many demo devices get alarms. */
const DEVICES = 8;

type State = 'active_unack' | 'active_ack' | 'cleared_unack' | 'cleared_ack';
const STATES: readonly State[] = ['active_unack', 'active_ack', 'cleared_ack', 'cleared_unack'];

/** Seeds alarms in every state (rules, events, abnormal records) on a few demo devices, with their comments. */
export const seedEventCenterDemo = async (
  db: Kysely<EventCenterDatabase>,
  language: ConsoleLanguage,
  now = Date.now(),
): Promise<void> => {
  const t = demoText(language);
  const devices = await db
    .selectFrom('device as d')
    .innerJoin('iot_std_model as m', 'm.id', 'd.std_model_id')
    .select(['d.iot_id', 'd.dev_key', 'd.project_code', 'm.alarm_rules', 'm.model'])
    .orderBy('d.id')
    .execute();
  const chosen = devices.filter((device) => rulesByProperty(device.alarm_rules).size > 0).slice(0, DEVICES);
  let n = 0;
  for (const device of chosen) {
    const rule = [...rulesByProperty(device.alarm_rules).values()].flat()[0];
    const parsed = parseThingModelJson(device.model);
    const event = parsed.ok ? parsed.model.events.find((e) => e.type !== 'info') : undefined;
    const raised: Pick<
      Insertable<AlarmTable>,
      'iot_id' | 'dev_key' | 'project_code' | 'source' | 'source_key' | 'severity'
    >[] = [
      ...(rule ? [{ source: 'rule', source_key: rule.name, severity: rule.severity }] : []),
      ...(event
        ? [{ source: 'event', source_key: event.identifier, severity: event.type === 'error' ? 'critical' : 'major' }]
        : []),
      { source: 'abnormal', source_key: 'offline', severity: 'minor' },
    ].map((alarm) => ({ ...alarm, iot_id: device.iot_id, dev_key: device.dev_key, project_code: device.project_code }));
    for (const alarm of raised) {
      const state = STATES[n % STATES.length] ?? 'active_unack';
      n += 1;
      const first = now - (n * 47 + 30) * MINUTE;
      const last = first + 12 * MINUTE;
      const acked = state.endsWith('_ack');
      const cleared = state.startsWith('cleared');
      const byOperator = alarm.source === 'event';
      const row = await db
        .insertInto('alarm')
        .values({
          ...alarm,
          count: 1 + (n % 5),
          first_time: first,
          last_time: last,
          acknowledged: acked ? 1 : 0,
          ack_by: acked ? 'admin' : null,
          ack_time: acked ? last + MINUTE : null,
          cleared: cleared ? 1 : 0,
          cleared_by: cleared ? (byOperator ? 'admin' : ALARM_SYSTEM_ACTOR) : null,
          clear_time: cleared ? last + 2 * MINUTE : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const comment = (author: string, text: string, time: number, system: number) => ({
        alarm_id: row.id,
        author,
        text,
        time,
        system,
      });
      await db
        .insertInto('alarm_comment')
        .values([
          comment(ALARM_SYSTEM_ACTOR, SYSTEM_COMMENTS.raised, first, 1),
          ...(acked
            ? [
                comment('admin', SYSTEM_COMMENTS.acknowledged, last + MINUTE, 1),
                comment('admin', t('已通知现场人员检查。', 'On-site staff notified to check.'), last + MINUTE, 0),
              ]
            : []),
          ...(cleared
            ? [
                comment(
                  byOperator ? 'admin' : ALARM_SYSTEM_ACTOR,
                  byOperator ? SYSTEM_COMMENTS.cleared : SYSTEM_COMMENTS.recovered,
                  last + 2 * MINUTE,
                  1,
                ),
              ]
            : []),
        ])
        .execute();
    }
  }
};
