import type { RealtimeWatch } from '@beacon/contracts/telemetry';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAccessToken } from '../api-client/token-storage';
import { LiveValueStore } from './live-values';
import {
  openRealtime,
  type RealtimeConnection,
  type RealtimeSocketClass,
  type RealtimeStatus,
} from './realtime-client';
import { realtimeUrl } from './realtime-url';

/** A project's live feed: the connection's status, the pushed values, and what to watch. */
export interface RealtimeFeed {
  status: RealtimeStatus;
  store: LiveValueStore;
  /** Replace the watched keys (call after each load or search). */
  watch: (keys: RealtimeWatch) => void;
  /** Connect again after a refusal. */
  retry: () => void;
}

/**
 * The live-push socket of a project while the component is mounted (none without a project); a new project
 * closes the old socket and starts a fresh store.
 */
export function useRealtimeFeed(projectCode: string | undefined, WebSocket?: RealtimeSocketClass): RealtimeFeed {
  const [status, setStatus] = useState<RealtimeStatus>({ state: 'closed' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new project starts a new store.
  const store = useMemo(() => new LiveValueStore(), [projectCode]);
  const connection = useRef<RealtimeConnection | null>(null);
  const watched = useRef<{ projectCode: string | undefined; keys: RealtimeWatch } | null>(null);

  useEffect(() => {
    if (!projectCode) return;
    const opened = openRealtime({
      url: realtimeUrl(projectCode),
      token: getAccessToken,
      onChanges: store.push,
      onStatus: setStatus,
      WebSocket,
    });
    connection.current = opened;
    // Rows loaded before the socket opened are watched as soon as it signs in.
    if (watched.current?.projectCode === projectCode) opened.watch(watched.current.keys);
    return () => {
      connection.current = null;
      opened.close();
      store.dispose();
    };
  }, [projectCode, store, WebSocket]);

  const watch = useCallback(
    (keys: RealtimeWatch) => {
      watched.current = { projectCode, keys };
      connection.current?.watch(keys);
    },
    [projectCode],
  );
  const retry = useCallback(() => connection.current?.retry(), []);
  return { status, store, watch, retry };
}
