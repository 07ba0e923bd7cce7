import { AUTH_PATHS } from '@beacon/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../lib/api-client/test-server';
import { storeTokenPair } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { withTestServer } from '../../test/with-test-server';
import { cancelTokenRefresh, refreshDelay, scheduleTokenRefresh } from './token-refresh';

let server: TestServer;
withTestServer((started) => {
  server = started;
});
beforeEach(() => {
  localStorage.clear();
  server.seen.length = 0;
});
afterEach(() => {
  cancelTokenRefresh();
  vi.useRealTimers();
});

describe('proactive token refresh', () => {
  it('refreshes a minute before expiry, or after four fifths of a short lifetime', () => {
    expect(refreshDelay(1_800_000, 0)).toBe(1_740_000);
    expect(refreshDelay(10_000, 0)).toBe(8_000);
    expect(refreshDelay(0, 5)).toBe(0);
  });

  it('trades the refresh token before expiry and stores the new pair', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    server.routes.set(AUTH_PATHS.refresh, {
      body: {
        code: '000000',
        msg: 'ok',
        data: { access_token: 'a2', refresh_token: 'r2', member_id: '9', expires_in: 1800 },
      },
    });
    storeTokenPair({ access_token: 'a1', refresh_token: 'r1', member_id: '9', expires_in: 100 });
    scheduleTokenRefresh();
    vi.advanceTimersByTime(79_000);
    expect(server.seen).toHaveLength(0);
    vi.advanceTimersByTime(2_000);
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe('a2'));
    const request = server.seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.accesstoken).toBe('a1');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ refresh_token: 'r1', msgId: expect.any(String) });
    expect(localStorage.getItem('refreshToken')).toBe('r2');
    expect(useSessionStore.getState().token).toBe('a2');
  });
});
