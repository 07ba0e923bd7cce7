import type { AlarmActiveCount } from '@beacon/contracts/alarm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PROJECTS, type ProjectScope, projectScopeOf } from '../../platform/auth/project-scope';
import { AlarmFeed } from './alarm-feed';
import { AlarmChangeNotes, readAlarmNote } from './alarm-feed-notes';

const RECOUNT_MS = 1_000;

/** A feed over a count that answers the number of counts asked so far (as `critical`) after 10 ms. */
const start = () => {
  const asked: ProjectScope[] = [];
  const feed = new AlarmFeed({
    count: async (scope) => {
      asked.push(scope);
      const n = asked.length;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { critical: n, major: 0, minor: 0, warning: 0 };
    },
    recountMs: RECOUNT_MS,
    logError: (error) => {
      throw error;
    },
  });
  const join = (scope: ProjectScope) => {
    const pushed: number[] = [];
    feed.add({ scope, send: (counts: AlarmActiveCount) => pushed.push(counts.critical) });
    return pushed;
  };
  return { feed, asked, join };
};

describe('alarm feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('pushes at once on joining, then one trailing recount per interval however many changes came', async () => {
    const { feed, asked, join } = start();
    const pushed = join(ALL_PROJECTS);
    await vi.advanceTimersByTimeAsync(20);
    expect(pushed).toEqual([1]);
    // A storm: 200 changes within 2 s.
    for (let i = 0; i < 200; i++) {
      feed.changed(['P1']);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(RECOUNT_MS + 20);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.length).toBeLessThanOrEqual(4);
    // The last change is always covered by a later count, and pushes arrive in order.
    expect(pushed).toEqual(asked.map((_, i) => i + 1));
    feed.changed(['P1']);
    await vi.advanceTimersByTimeAsync(RECOUNT_MS + 20);
    expect(pushed.at(-1)).toBe(asked.length);
  });

  it('recounts only the sockets whose projects changed, and none once closed', async () => {
    const { feed, join } = start();
    const p1 = join(projectScopeOf(['P1']));
    const p2 = join(projectScopeOf(['P2']));
    const all = join(ALL_PROJECTS);
    await vi.advanceTimersByTimeAsync(20);
    feed.changed(['P2', 'P3']);
    await vi.advanceTimersByTimeAsync(RECOUNT_MS + 20);
    expect([p1.length, p2.length, all.length]).toEqual([1, 2, 2]);
    feed.close();
    feed.changed(['P1']);
    await vi.advanceTimersByTimeAsync(RECOUNT_MS + 20);
    expect([p1.length, p2.length, all.length]).toEqual([1, 2, 2]);
  });
});

describe('alarm change notes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('gathers the changed projects into one note per interval, read back by the feed', () => {
    const published: string[] = [];
    const notes = new AlarmChangeNotes((payload) => published.push(payload), 200);
    for (let i = 0; i < 100; i++) notes.changed(i % 2 ? 'P1' : 'P2');
    expect(published).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(published.map(readAlarmNote)).toEqual([['P2', 'P1']]);
    notes.changed('P3');
    notes.flush();
    expect(published.map(readAlarmNote)).toEqual([['P2', 'P1'], ['P3']]);
    vi.advanceTimersByTime(1_000);
    expect(published).toHaveLength(2);
  });

  it('ignores a broadcast that is not a note', () => {
    for (const payload of ['', 'not json', '{"projectCodes":[1]}', '["P1"]', `{"projectCodes":["${'x'.repeat(65)}"]}`])
      expect(readAlarmNote(payload)).toBeNull();
  });
});
