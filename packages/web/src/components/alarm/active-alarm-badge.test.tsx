import { ALARM_FEED_PATH, ALARM_PATH, type AlarmActiveCount } from '@beacon/contracts/alarm';
import { alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { STORAGE_KEYS } from '../../lib/api-client/token-storage';
import { FakeSocket } from '../../lib/realtime/fake-socket';
import { listA, ok, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { ActiveAlarmBadge } from './active-alarm-badge';

const server = setupTestServer('admin');
const ACTIVE_COUNT = `${ALARM_PATH}/active-count`;
const PAGE = `${ALARM_PATH}/page`;
const counts = (critical: number): AlarmActiveCount => ({ critical, major: 1, minor: 0, warning: 0 });

/** Stands for the alarm page's list: a query of its endpoint, shown while the bell is. */
function AlarmListQuery() {
  useQuery(endpointQueryOptions(alarmEndpoints.page, { body: { page_size: 10 } }));
  return null;
}

const showBell = () => {
  server.current.routes.set(ACTIVE_COUNT, ok(counts(2)));
  server.current.routes.set(PAGE, listA([]));
  const element = (
    <>
      <ActiveAlarmBadge />
      <AlarmListQuery />
    </>
  );
  renderInApp(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
};
const badge = () => screen.getByTestId('active-alarm-badge');

describe('active alarm badge', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.created.length = 0;
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
  });

  it('shows the asked count, then each count the feed pushes, and refreshes the alarm list', async () => {
    showBell();
    await waitFor(() => expect(badge()).toHaveAttribute('aria-label', '未清除的紧急告警：2 条'));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(1));
    const socket = FakeSocket.latest();
    expect(FakeSocket.created).toHaveLength(1);
    expect(socket.url).toBe(`${server.current.origin.replace('http', 'ws')}${ALARM_FEED_PATH}`);
    expect(badge()).toHaveAttribute('data-feed', 'polling');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ accessToken: 'access-1' }]);
    expect(badge()).toHaveAttribute('data-feed', 'live');
    act(() => socket.push(counts(5)));
    await waitFor(() => expect(badge()).toHaveAttribute('aria-label', '未清除的紧急告警：5 条'));
    expect(badge()).toHaveTextContent('5');
    // The list of the alarm page is asked again (a new alarm shows); the count came over the socket, not asked.
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, ACTIVE_COUNT)).toHaveLength(1);
    act(() => socket.push({ critical: 'many' }));
    act(() => socket.push(counts(0)));
    await waitFor(() => expect(badge()).toHaveAttribute('aria-label', '未清除的紧急告警：0 条'));
  });

  it("polls while the feed is down, reconnects, and takes the new socket's pushes", async () => {
    showBell();
    await waitFor(() => expect(badge()).toHaveAttribute('aria-label', '未清除的紧急告警：2 条'));
    act(() => FakeSocket.latest().open());
    expect(badge()).toHaveAttribute('data-feed', 'live');
    act(() => FakeSocket.latest().drop(1006));
    expect(badge()).toHaveAttribute('data-feed', 'polling');
    // The first reconnect waits 0.5–1 s.
    await waitFor(() => expect(FakeSocket.created).toHaveLength(2), { timeout: 3_000 });
    act(() => FakeSocket.latest().open());
    expect(FakeSocket.latest().sent).toEqual([{ accessToken: 'access-1' }]);
    act(() => FakeSocket.latest().push(counts(7)));
    await waitFor(() => expect(badge()).toHaveAttribute('aria-label', '未清除的紧急告警：7 条'));
    expect(badge()).toHaveAttribute('data-feed', 'live');
  });
});
