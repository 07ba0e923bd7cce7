import { describe, expect, it } from 'vitest';
import { LoadShedder } from './load-shedding';

describe('load shedding of QoS 0 reports', () => {
  it('is overloaded only at the bound, and warns with the count at most every ten seconds', () => {
    let backlog = 0;
    const warnings: string[] = [];
    const shedder = new LoadShedder(
      () => backlog,
      (message) => warnings.push(message),
      100,
    );
    expect(shedder.overloaded()).toBe(false);
    backlog = 100;
    expect(shedder.overloaded()).toBe(true);
    shedder.drop(20_000);
    shedder.drop(21_000);
    shedder.drop(25_000);
    shedder.drop(30_000);
    expect(warnings).toEqual([
      'telemetry writer 100 rows behind: dropped 1 QoS 0 report(s) since the last warning',
      'telemetry writer 100 rows behind: dropped 3 QoS 0 report(s) since the last warning',
    ]);
  });
});
