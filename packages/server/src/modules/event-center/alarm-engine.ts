import { ALARM_SYSTEM_ACTOR } from '@beacon/contracts/alarm';
import type { AlarmSeverity } from '@beacon/contracts/iot-model';
import type { Kysely } from 'kysely';
import type {
  AbnormalSignal,
  DeviceEventSignal,
  PropertySamplesSignal,
  SignalDevice,
  Signals,
} from '../../platform/signals';
import { type AlarmKey, type AlarmRaise, alarmRepository as repo } from './alarm.repository';
import type { AlarmChanged } from './alarm-feed-notes';
import type { AlarmRuleCache, RulesByProperty } from './alarm-rule-cache';
import { conditionMet, type EvalRule, evaluate } from './alarm-rules';
import { alarmSignal, signalCleared } from './alarm-signal';
import type { EventCenterDatabase } from './tables';

/** Keys of the platform's comments on transitions (the console translates them). */
export const SYSTEM_COMMENTS = {
  raised: 'raised',
  acknowledged: 'acknowledged',
  cleared: 'cleared',
  recovered: 'recovered',
};

const EVENT_SEVERITY: Record<DeviceEventSignal['eventType'], AlarmSeverity> = { error: 'critical', alert: 'major' };
const ABNORMAL_SEVERITY: AlarmSeverity = 'minor';
/**
 * How long a device found with no rule held and no rule alarm open is taken as such without asking the database,
 * while its samples meet no rule: the common case costs no query. Another instance's change is seen within it.
 */
const CLEAN_MS = 2_000;

/** Raises, counts and clears alarms from what telemetry stored: rule samples, alert/error events, abnormal records. */
export class AlarmEngine {
  private readonly clean = new Map<string, number>();
  /**
   * A quiet device's evaluation in progress after its clean time ran out: the device's other quiet samples (the
   * rest of its batch, committed together) wait for it and then find it clean, instead of each asking the database.
   */
  private readonly checking = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Kysely<EventCenterDatabase>,
    private readonly rules: AlarmRuleCache,
    private readonly signals?: Signals,
    private readonly changed?: AlarmChanged,
  ) {}

  /** A device's committed samples against its model's rules (nothing to do, no query, when no rule names them). */
  async samples(signal: PropertySamplesSignal): Promise<void> {
    const byProperty = await this.rules.rulesOf(signal.stdModelId);
    if (byProperty.size === 0) return;
    // Whether any rule names the samples and whether any is met, without building anything (the common case).
    let named = false;
    let quiet = true;
    for (const sample of signal.samples) {
      const rules = byProperty.get(sample.attrKey);
      if (!rules?.length) continue;
      named = true;
      if (quiet && rules.some((rule) => conditionMet(rule, sample.value))) quiet = false;
    }
    if (!named) return;
    const now = Date.now();
    if (quiet) {
      if ((this.clean.get(signal.iotId) ?? 0) > now) return;
      const pending = this.checking.get(signal.iotId);
      if (pending) {
        await pending;
        if ((this.clean.get(signal.iotId) ?? 0) > now) return;
      } else {
        const checking = this.evaluateStored(signal, byProperty, now);
        const settled = checking.catch(() => undefined);
        this.checking.set(signal.iotId, settled);
        try {
          return await checking;
        } finally {
          if (this.checking.get(signal.iotId) === settled) this.checking.delete(signal.iotId);
        }
      }
    }
    await this.evaluateStored(signal, byProperty, now);
  }

  /** The samples against the rules naming them, from the device's holds and open rule alarms as stored. */
  private async evaluateStored(signal: PropertySamplesSignal, byProperty: RulesByProperty, now: number): Promise<void> {
    const checks = signal.samples.flatMap((sample) =>
      (byProperty.get(sample.attrKey) ?? []).map((rule) => ({ rule, sample })),
    );
    const [holds, open] = await Promise.all([
      repo.holds(this.db, signal.iotId),
      repo.openKeys(this.db, signal.iotId, 'rule'),
    ]);
    const holdSince = new Map(holds.map((hold) => [hold.source_key, Number(hold.since)]));
    const openKeys = new Set(open.map((row) => row.source_key));
    const ended: string[] = [];
    for (const { rule, sample } of checks) {
      const state = { holdSince: holdSince.get(rule.name) ?? null, open: openKeys.has(rule.name) };
      const { next, action } = evaluate(rule, state, sample);
      if (state.holdSince !== null && next.holdSince === null) ended.push(rule.name);
      if (state.holdSince === null && next.holdSince !== null)
        await repo.startHold(this.db, signal.iotId, rule.name, next.holdSince);
      if (action === 'raise' || action === 'count') await this.raise(this.ruleAlarm(signal, rule, sample.ts));
      if (action === 'clear')
        await this.clear({ iotId: signal.iotId, source: 'rule', sourceKey: rule.name }, sample.ts);
      holdSince.delete(rule.name);
      if (next.holdSince !== null) holdSince.set(rule.name, next.holdSince);
      if (next.open) openKeys.add(rule.name);
      else openKeys.delete(rule.name);
    }
    await repo.endHolds(this.db, signal.iotId, ended);
    if (holdSince.size === 0 && openKeys.size === 0) {
      if (this.clean.size > 100_000) this.clean.clear();
      this.clean.set(signal.iotId, now + CLEAN_MS);
    } else this.clean.delete(signal.iotId);
  }

  /** An alert or error event: raises (or counts on) the event's alarm; it stays until an operator clears it. */
  async event(signal: DeviceEventSignal): Promise<void> {
    await this.raise({
      ...this.device(signal),
      source: 'event',
      source_key: signal.identifier,
      severity: EVENT_SEVERITY[signal.eventType],
      time: signal.time,
    });
  }

  /** An abnormal record opened (raises or counts) or recovered (clears once no record of its kind is open). */
  async abnormal(signal: AbnormalSignal): Promise<void> {
    if (signal.state === 'opened') {
      const row = { ...this.device(signal), source: 'abnormal', source_key: signal.kind, severity: ABNORMAL_SEVERITY };
      await this.raise({ ...row, time: signal.time });
      return;
    }
    if ((await repo.openAbnormal(this.db, signal.iotId, signal.kind)) > 0) return;
    await this.clear({ iotId: signal.iotId, source: 'abnormal', sourceKey: signal.kind }, signal.time);
  }

  private ruleAlarm(signal: PropertySamplesSignal, rule: EvalRule, time: number): AlarmRaise {
    return { ...this.device(signal), source: 'rule', source_key: rule.name, severity: rule.severity, time };
  }

  private device(signal: SignalDevice) {
    return { iot_id: signal.iotId, dev_key: signal.devKey, project_code: signal.projectCode };
  }

  private async raise(row: AlarmRaise): Promise<void> {
    const raised = await repo.raise(this.db, row);
    this.changed?.(row.project_code);
    if (Number(raised.count) !== 1) return;
    const comment = {
      alarm_id: raised.id,
      author: ALARM_SYSTEM_ACTOR,
      text: SYSTEM_COMMENTS.raised,
      time: row.time,
      system: 1,
    };
    await repo.comment(this.db, [comment]);
    await this.signals?.alarmChanged(alarmSignal({ ...row, id: raised.id }, 'raised', ALARM_SYSTEM_ACTOR, row.time));
  }

  private async clear(key: AlarmKey, at: number): Promise<void> {
    const cleared = await repo.clearOpen(this.db, key, at);
    for (const projectCode of new Set(cleared.map((row) => row.project_code))) this.changed?.(projectCode);
    await repo.comment(
      this.db,
      cleared.map(({ id }) => ({
        alarm_id: id,
        author: ALARM_SYSTEM_ACTOR,
        text: SYSTEM_COMMENTS.recovered,
        time: at,
        system: 1,
      })),
    );
    const ids = cleared.map(({ id }) => Number(id));
    await signalCleared(this.db, this.signals, ids, ALARM_SYSTEM_ACTOR, at);
  }
}
