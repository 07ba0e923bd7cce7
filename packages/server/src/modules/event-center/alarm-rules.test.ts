import { describe, expect, it } from 'vitest';
import { conditionMet, type EvalRule, evaluate, type RuleAction, type RuleState } from './alarm-rules';

const rule = (durationSeconds: number, condition: EvalRule['condition'] = '>', value = 30): EvalRule => ({
  name: 'hot',
  property: 'temperature',
  condition,
  value,
  durationSeconds,
  severity: 'major',
});

/** Runs samples [value, ts in s] through a rule from a clean state; the action of each, and the count the open alarm holds. */
const run = (r: EvalRule, samples: [number, number][]) => {
  let state: RuleState = { holdSince: null, open: false };
  let count = 0;
  let alarms = 0;
  const actions: RuleAction[] = [];
  for (const [value, seconds] of samples) {
    const { next, action } = evaluate(r, state, { value, ts: seconds * 1000 });
    if (action === 'raise') {
      alarms += 1;
      count = 1;
    }
    if (action === 'count') count += 1;
    actions.push(action);
    state = next;
  }
  return { actions, count, alarms, state };
};

describe('alarm rule evaluation', () => {
  it('compares numbers (bools and enums are numbers too); other values never meet the condition', () => {
    expect(conditionMet({ condition: '>', value: 30 }, 31)).toBe(true);
    expect(conditionMet({ condition: '>=', value: 30 }, 30)).toBe(true);
    expect(conditionMet({ condition: '<', value: 30 }, 30)).toBe(false);
    expect(conditionMet({ condition: '<=', value: 30 }, 30)).toBe(true);
    expect(conditionMet({ condition: '==', value: 1 }, 1)).toBe(true);
    expect(conditionMet({ condition: '!=', value: 1 }, 2)).toBe(true);
    expect(conditionMet({ condition: '==', value: 1 }, '1')).toBe(false);
    expect(conditionMet({ condition: '!=', value: 1 }, [1])).toBe(false);
  });

  it('raises on the first sample with durationSeconds 0', () => {
    expect(run(rule(0), [[31, 0]]).actions).toEqual(['raise']);
  });

  it('holds from the first sample meeting the condition and raises at the first sample at least the duration later', () => {
    const result = run(rule(60), [
      [31, 100],
      [32, 130],
      [33, 159],
      [34, 160],
    ]);
    expect(result.actions).toEqual(['none', 'none', 'none', 'raise']);
    expect(result.count).toBe(1);
  });

  it('a sample that does not meet the condition breaks the hold: the duration starts again', () => {
    const result = run(rule(60), [
      [31, 0],
      [20, 50],
      [31, 70],
      [31, 120],
      [31, 130],
    ]);
    expect(result.actions).toEqual(['none', 'none', 'none', 'none', 'raise']);
  });

  it('counts each sample meeting the condition while open, exactly once each', () => {
    const result = run(rule(0), [
      [31, 0],
      [35, 1],
      [40, 2],
    ]);
    expect(result.actions).toEqual(['raise', 'count', 'count']);
    expect(result.count).toBe(3);
    expect(result.alarms).toBe(1);
  });

  it('clears by itself when the condition recovers, and the next violation opens a new alarm', () => {
    const result = run(rule(10), [
      [31, 0],
      [31, 10],
      [20, 11],
      [31, 12],
      [31, 22],
    ]);
    expect(result.actions).toEqual(['none', 'raise', 'clear', 'none', 'raise']);
    expect(result.alarms).toBe(2);
    expect(result.state).toEqual({ holdSince: null, open: true });
  });

  it('recovering while only held clears nothing', () => {
    expect(
      run(rule(10), [
        [31, 0],
        [20, 5],
      ]).actions,
    ).toEqual(['none', 'none']);
  });
});
