import type { AlarmRule } from '@beacon/contracts/iot-model';
import type { ThingModel } from '@beacon/contracts/thing-model';

/** A property driven across an alarm rule: the value that meets it, for how many reports, then the one that does not. */
export interface Excursion {
  property: string;
  value: number;
  reportsLeft: number;
  recovery: number;
}

const MEETS: Record<AlarmRule['condition'], (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** The values a property can take that the excursion picks from (numbers: spread over their range), or null. */
const valuesOf = (model: ThingModel, identifier: string, around: number): number[] | null => {
  const dataType = model.properties.find((property) => property.identifier === identifier)?.dataType;
  if (!dataType) return null;
  if (dataType.type === 'enum') return Object.keys(dataType.specs).map(Number);
  if (dataType.type === 'bool') return [0, 1];
  if (dataType.type !== 'int' && dataType.type !== 'float' && dataType.type !== 'double') return null;
  const min = dataType.specs?.min ?? 0;
  const max = dataType.specs?.max ?? min + 100;
  return candidates(min, max, around, dataType.type === 'int').filter((value) => value >= min && value <= max);
};

/** Candidate values across a range, from its middle outwards, then its ends and the rule's own value around. */
const candidates = (min: number, max: number, around: number, int: boolean): number[] => {
  const spread = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9, 0, 1].map((k) => min + (max - min) * k);
  const near = [around, around + 1, around - 1, (around + max) / 2, (around + min) / 2];
  return [...near, ...spread].map((value) => (int ? Math.round(value) : Math.round(value * 100) / 100));
};

/**
 * An excursion over one of the rules (chosen by `random`): a value inside the property's range that meets the rule,
 * held for the rule's duration at the report interval (plus a few reports), then a value inside the range that
 * does not, so the alarm rises and clears by itself. Null when no rule of the model can be played.
 */
export const planExcursion = (
  model: ThingModel,
  rules: readonly AlarmRule[],
  intervalMs: number,
  random: () => number,
): Excursion | null => {
  if (rules.length === 0) return null;
  const rule = rules[Math.floor(random() * rules.length)];
  const all = rule && valuesOf(model, rule.property, rule.value);
  if (!rule || !all) return null;
  const meeting =
    all.find((value) => value !== rule.value && MEETS[rule.condition](value, rule.value)) ??
    all.find((value) => MEETS[rule.condition](value, rule.value));
  const recovery = all.find((value) => !MEETS[rule.condition](value, rule.value));
  if (meeting === undefined || recovery === undefined) return null;
  const reports = Math.ceil((rule.durationSeconds * 1_000) / Math.max(1, intervalMs)) + 3;
  return { property: rule.property, value: meeting, reportsLeft: reports, recovery };
};

/**
 * Plays one report of an excursion on the report's values (and the last values the drift continues from): the
 * meeting value while reports are left, then the recovery value once. Returns the excursion still under way.
 */
export const applyExcursion = (
  excursion: Excursion,
  params: Record<string, unknown>,
  last: Map<string, unknown>,
): Excursion | null => {
  const value = excursion.reportsLeft > 0 ? excursion.value : excursion.recovery;
  params[excursion.property] = value;
  last.set(excursion.property, value);
  return excursion.reportsLeft > 0 ? { ...excursion, reportsLeft: excursion.reportsLeft - 1 } : null;
};
