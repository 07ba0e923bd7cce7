import type { AlarmCondition, AlarmSeverity } from '@beacon/contracts/iot-model';
import type { ThingValue } from '@beacon/contracts/thing-model-value';

/** A rule as evaluated: its name (the alarms' source key), the comparison, the hold and the severity. */
export interface EvalRule {
  name: string;
  property: string;
  condition: AlarmCondition;
  value: number;
  durationSeconds: number;
  severity: AlarmSeverity;
}

/** Where a rule stands on one device: held since a sample's time (or not), and whether its alarm is open. */
export interface RuleState {
  holdSince: number | null;
  open: boolean;
}

/** What a sample does to a rule's alarm: nothing, raise it, count it once more, or clear it (recovered). */
export type RuleAction = 'none' | 'raise' | 'count' | 'clear';

const COMPARE: Record<AlarmCondition, (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** Whether a value meets a rule's condition (a value that is not a number — text, struct, array — never does). */
export const conditionMet = (rule: Pick<EvalRule, 'condition' | 'value'>, value: ThingValue): boolean => {
  return typeof value === 'number' && COMPARE[rule.condition](value, rule.value);
};

/**
 * One sample against a rule, on the samples' own times: the first sample meeting the condition starts the hold,
 * one that does not ends it (and clears an open alarm: recovered), and the alarm rises with the first sample at
 * least `durationSeconds` after the start (at once for 0). While open, each sample meeting it counts once more.
 */
export const evaluate = (
  rule: EvalRule,
  state: RuleState,
  sample: { value: ThingValue; ts: number },
): { next: RuleState; action: RuleAction } => {
  if (!conditionMet(rule, sample.value))
    return { next: { holdSince: null, open: false }, action: state.open ? 'clear' : 'none' };
  if (state.open) return { next: { holdSince: null, open: true }, action: 'count' };
  const since = state.holdSince ?? sample.ts;
  if (sample.ts - since >= rule.durationSeconds * 1000)
    return { next: { holdSince: null, open: true }, action: 'raise' };
  return { next: { holdSince: since, open: false }, action: 'none' };
};
