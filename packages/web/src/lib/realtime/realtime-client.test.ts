import { REALTIME_CLOSE, type RealtimeChange } from '@beacon/contracts/telemetry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { LiveValueStore } from './live-values';
import { openRealtime, type RealtimeStatus } from './realtime-client';
import { realtimeUrl } from './realtime-url';

const change = (value: number, updateTime: number): RealtimeChange => ({
  iotId: 'dev-1',
  attrKey: 'temperature',
  value,
  valueTime: updateTime - 5,
  updateTime,
});

const start = (token: string | null = 'token-1') => {
  const statuses: RealtimeStatus[] = [];
  const pushed: RealtimeChange[][] = [];
  const connection = openRealtime({
    url: 'ws://host/api/v1/iothub/ws/realtime?projectCode=P1',
    token: () => token,
    onChanges: (changes) => pushed.push(changes),
    onStatus: (status) => statuses.push(status),
    WebSocket: FakeSocket,
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
  });
  return { connection, statuses, pushed, states: () => statuses.map((status) => status.state) };
};

describe('realtime client', () => {
  beforeEach(() => {
    FakeSocket.created.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the token first, then the watch list (kept for the open), and hands over pushed changes', () => {
    const { connection, pushed, states } = start();
    connection.watch([{ devKey: 'k1', attrKey: 'temperature' }]);
    const socket = FakeSocket.latest();
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ accessToken: 'token-1' }, [{ devKey: 'k1', attrKey: 'temperature' }]]);
    connection.watch([]);
    expect(socket.sent.at(-1)).toEqual([]);
    socket.push([change(21.5, 1000)]);
    socket.push({ code: 400, msg: '0.devKey: too long' });
    expect(pushed).toEqual([[change(21.5, 1000)]]);
    expect(states()).toEqual(['connecting', 'live']);
    connection.close();
    expect(socket.closedWith).toBe(1000);
  });

  it('reconnects with growing delays and sends the token and watch list again', () => {
    const { connection, states } = start();
    connection.watch([{ devKey: 'k1', attrKey: 'humidity' }]);
    FakeSocket.latest().open();
    FakeSocket.latest().drop(1006);
    expect(states().at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.created).toHaveLength(2);
    FakeSocket.latest().drop(1006);
    // The second delay is up to 2 s: not before 1 s, surely by 2 s.
    vi.advanceTimersByTime(999);
    expect(FakeSocket.created).toHaveLength(2);
    vi.advanceTimersByTime(1_001);
    expect(FakeSocket.created).toHaveLength(3);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([{ accessToken: 'token-1' }, [{ devKey: 'k1', attrKey: 'humidity' }]]);
    expect(states().at(-1)).toBe('live');
    connection.close();
  });

  it.each([REALTIME_CLOSE.unauthorized, REALTIME_CLOSE.forbidden])('stops on the refusal %i and tells why', (code) => {
    const { connection, statuses } = start();
    FakeSocket.latest().open();
    FakeSocket.latest().drop(code);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ state: 'refused', closeCode: code });
    connection.retry();
    expect(FakeSocket.created).toHaveLength(2);
    connection.close();
  });

  it('after a 4401, the next watch list connects again once the token was refreshed', () => {
    let token = 'old';
    const connection = openRealtime({
      url: 'ws://host/realtime?projectCode=P1',
      token: () => token,
      onChanges: () => undefined,
      onStatus: () => undefined,
      WebSocket: FakeSocket,
    });
    FakeSocket.latest().open();
    FakeSocket.latest().drop(REALTIME_CLOSE.unauthorized);
    connection.watch([{ devKey: 'k1', attrKey: 'a' }]);
    expect(FakeSocket.created).toHaveLength(1);
    token = 'refreshed';
    connection.watch([{ devKey: 'k1', attrKey: 'b' }]);
    expect(FakeSocket.created).toHaveLength(2);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([{ accessToken: 'refreshed' }, [{ devKey: 'k1', attrKey: 'b' }]]);
    connection.close();
  });

  it('does not connect without a token', () => {
    const { statuses } = start(null);
    expect(FakeSocket.created).toHaveLength(0);
    expect(statuses).toEqual([{ state: 'refused', closeCode: REALTIME_CLOSE.unauthorized }]);
  });

  it('builds ws:// on the API origin with the project code', () => {
    expect(realtimeUrl('P 1')).toBe(`ws://${location.host}/api/v1/iothub/ws/realtime?projectCode=P+1`);
  });
});

describe('live value store', () => {
  it('applies a burst once per frame, keeps the newest value and tells only the changed keys', () => {
    const frames: Array<() => void> = [];
    const store = new LiveValueStore((flush) => {
      frames.push(flush);
      return () => undefined;
    });
    const told: string[] = [];
    store.subscribe('dev-1\u0000temperature', () => told.push('temperature'));
    store.subscribe('dev-1\u0000humidity', () => told.push('humidity'));
    store.push([change(1, 100), change(3, 300)]);
    store.push([change(2, 200)]);
    expect(frames).toHaveLength(1);
    expect(store.get('dev-1', 'temperature')).toBeUndefined();
    frames[0]?.();
    expect(store.get('dev-1', 'temperature')?.value).toBe(3);
    expect(told).toEqual(['temperature']);
  });
});
