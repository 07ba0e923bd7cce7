import { ALARM_FEED_PATH, type AlarmActiveCount, alarmFeedPushSchema } from '@beacon/contracts/alarm';
import { alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import type { EndpointReply } from '@beacon/contracts/endpoint';
import { SUCCESS_CODE } from '@beacon/contracts/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { endpointQueryKey, endpointQueryOptions, endpointQueryPrefix } from '../../lib/api-client/call-endpoint';
import { getAccessToken } from '../../lib/api-client/token-storage';
import { openPushSocket, type PushSocket, type RealtimeSocketClass } from '../../lib/realtime/realtime-client';
import { socketUrl } from '../../lib/realtime/realtime-url';

/** How often the counts are asked while the feed is down (connecting, reconnecting, refused): a slow fallback. */
export const ACTIVE_ALARMS_FALLBACK_POLL_MS = 60_000;

/** The active alarm counts and whether the feed pushes them now. */
export interface AlarmFeed {
  counts: AlarmActiveCount | undefined;
  live: boolean;
}

const parseCounts = (data: unknown): AlarmActiveCount | null => {
  try {
    const parsed = alarmFeedPushSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The active alarms of the caller's projects, kept live by the alarm feed socket (one while mounted: the shell's
 * bell, for holders of the alarm page). Each push becomes the active-count query's data and marks the alarm page's
 * lists stale, so a raised or changed alarm shows without a reload; while the socket is down the counts are asked
 * every 60 s instead, and it reconnects with backoff.
 */
export function useAlarmFeed(WebSocket?: RealtimeSocketClass): AlarmFeed {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const socket = useRef<PushSocket | null>(null);
  useEffect(() => {
    const opened = openPushSocket({
      url: socketUrl(ALARM_FEED_PATH),
      token: getAccessToken,
      parse: parseCounts,
      onMessage: (counts) => {
        const reply: EndpointReply<typeof alarmEndpoints.activeCount> = {
          code: SUCCESS_CODE,
          msg: 'success',
          data: counts,
        };
        client.setQueryData(endpointQueryKey(alarmEndpoints.activeCount), reply);
        void client.invalidateQueries({ queryKey: [...endpointQueryPrefix(alarmEndpoints.page)] });
      },
      onStatus: (status) => setLive(status.state === 'live'),
      WebSocket,
    });
    socket.current = opened;
    return () => {
      socket.current = null;
      opened.close();
    };
  }, [client, WebSocket]);
  const query = useQuery({
    ...endpointQueryOptions(alarmEndpoints.activeCount, {}, { silent: true }),
    refetchInterval: live ? false : ACTIVE_ALARMS_FALLBACK_POLL_MS,
  });
  // A feed refused for an expired token connects again once a call (this poll) has refreshed the token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again after each poll's answer.
  useEffect(() => {
    if (!live) socket.current?.retryIfTokenChanged();
  }, [live, query.dataUpdatedAt]);
  return { counts: query.data?.data, live };
}
