import { describe, expect, it } from 'vitest';
import { FOLDED_REASON, MAX_REASONS_PER_MINUTE, MAX_TRACKED_REASONS, RefusalLog } from './refusal-log';

const MINUTE = 60_000;
const T0 = 1_700_000_040_000 - (1_700_000_040_000 % MINUTE);

const refusal = (iotId: string, reason: string, at: number) => ({
  iot_id: iotId,
  dev_key: `key-${iotId}`,
  type: 'rejected',
  content: '{"x":1}',
  reason,
  create_date: at,
});

describe('refusal log: one row per device, reason and minute', () => {
  it('writes the first refusal of a reason at once and counts the next ones of that minute onto it', () => {
    const log = new RefusalLog();
    expect(log.admit(refusal('d1', 'a: out of range', T0 + 1))).toMatchObject({ reason: 'a: out of range' });
    for (let n = 0; n < 9; n += 1) expect(log.admit(refusal('d1', 'a: out of range', T0 + 2 + n))).toBeNull();
    // Another device and another reason each get their own row.
    expect(log.admit(refusal('d2', 'a: out of range', T0 + 3))).not.toBeNull();
    expect(log.admit(refusal('d1', 'b: unknown property', T0 + 4))).not.toBeNull();
    expect(log.takeCounts(T0 + 5_000)).toEqual([
      { iotId: 'd1', reason: 'a: out of range', createDate: T0 + 1, add: 9 },
    ]);
    expect(log.takeCounts(T0 + 10_000)).toEqual([]);
    log.admit(refusal('d1', 'a: out of range', T0 + 20_000));
    // The next minute starts a new row; the counts of the minute that ended are still handed over.
    expect(log.admit(refusal('d1', 'a: out of range', T0 + MINUTE + 1))).not.toBeNull();
    expect(log.admit(refusal('d1', 'a: out of range', T0 + MINUTE + 2))).toBeNull();
    expect(log.takeCounts(T0 + MINUTE + 3)).toEqual([
      { iotId: 'd1', reason: 'a: out of range', createDate: T0 + MINUTE + 1, add: 1 },
      { iotId: 'd1', reason: 'a: out of range', createDate: T0 + 1, add: 1 },
    ]);
    // Once the minute is over and counted, nothing of it is held.
    log.takeCounts(T0 + 2 * MINUTE);
    expect(log.size).toBe(0);
  });

  it('folds a device varying its reasons into one row past the per-minute bound', () => {
    const log = new RefusalLog();
    const written = [];
    for (let n = 0; n < 1_000; n += 1) {
      const row = log.admit(refusal('d1', `p${n}: unknown property`, T0 + n));
      if (row) written.push(row);
    }
    expect(written).toHaveLength(MAX_REASONS_PER_MINUTE + 1);
    expect(written.at(-1)?.reason).toBe(FOLDED_REASON);
    expect(log.size).toBe(MAX_REASONS_PER_MINUTE);
    expect(log.takeCounts(T0 + 1_000)).toEqual([
      { iotId: 'd1', reason: FOLDED_REASON, createDate: T0 + MAX_REASONS_PER_MINUTE, add: 1_000 - 51 },
    ]);
  });

  it('holds at most MAX_TRACKED_REASONS reasons across devices; beyond them each device folds', () => {
    const log = new RefusalLog();
    let written = 0;
    const devices = Math.ceil(MAX_TRACKED_REASONS / MAX_REASONS_PER_MINUTE) + 10;
    for (let d = 0; d < devices; d += 1) {
      for (let n = 0; n < MAX_REASONS_PER_MINUTE + 5; n += 1) {
        if (log.admit(refusal(`d${d}`, `p${n}`, T0 + n))) written += 1;
      }
    }
    expect(log.size).toBe(MAX_TRACKED_REASONS);
    // Each device: its own reasons while room was left, then one folded row.
    expect(written).toBe(MAX_TRACKED_REASONS + devices);
  });
});
