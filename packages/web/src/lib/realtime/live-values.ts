import type { RealtimeChange } from '@beacon/contracts/telemetry';
import { useCallback, useSyncExternalStore } from 'react';

/** The key of one live value: a device's property. */
export const liveKey = (iotId: string, attrKey: string): string => `${iotId}\u0000${attrKey}`;

type Schedule = (flush: () => void) => () => void;

// One flush per animation frame (a timer where there are no frames, e.g. a hidden tab or tests without them).
const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(flush, 16);
  return () => clearTimeout(timer);
};

/**
 * The newest pushed value of each device property. Pushes are buffered and applied once per animation frame,
 * and only the cells of the keys that changed are told, so a burst of changes costs one render of those cells.
 */
export class LiveValueStore {
  private readonly values = new Map<string, RealtimeChange>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private pending: RealtimeChange[] = [];
  private cancel: (() => void) | undefined;

  constructor(private readonly schedule: Schedule = nextFrame) {}

  /** Buffer pushed changes until the next frame. */
  readonly push = (changes: readonly RealtimeChange[]): void => {
    this.pending.push(...changes);
    this.cancel ??= this.schedule(this.flush);
  };

  /** The newest pushed value of a key, if any. */
  get(iotId: string, attrKey: string): RealtimeChange | undefined {
    return this.values.get(liveKey(iotId, attrKey));
  }

  /** Be told when a key's value changes; returns the unsubscribe. */
  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Drop buffered changes (the page closed or switched project). */
  dispose(): void {
    this.cancel?.();
    this.cancel = undefined;
    this.pending = [];
  }

  private readonly flush = (): void => {
    this.cancel = undefined;
    const changed = new Set<string>();
    for (const change of this.pending) {
      const key = liveKey(change.iotId, change.attrKey);
      const previous = this.values.get(key);
      if (previous && previous.updateTime > change.updateTime) continue;
      this.values.set(key, change);
      changed.add(key);
    }
    this.pending = [];
    for (const key of changed) for (const listener of this.listeners.get(key) ?? []) listener();
  };
}

/** The newest pushed value of a device property; the component re-renders only when that one changes. */
export function useLiveValue(store: LiveValueStore, iotId: string, attrKey: string): RealtimeChange | undefined {
  const key = liveKey(iotId, attrKey);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(iotId, attrKey));
}
