import { AUTH_PATHS } from '@beacon/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../lib/api-client/test-server';
import { storeTokenPair } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { withTestServer } from '../../test/with-test-server';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import { cancelTokenRefresh, refreshDelay, refreshToken, scheduleTokenRefresh } from './token-refresh';

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

/** The Web Locks API as browsers implement it for one origin: exclusive locks granted in request order. */
class OriginLocks {
  readonly requested: string[] = [];
  #tails = new Map<string, Promise<void>>();
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.requested.push(name);
    const run = (this.#tails.get(name) ?? Promise.resolve()).then(callback);
    this.#tails.set(
      name,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }
}

const pair = (access: string, refresh: string) => ({
  access_token: access,
  refresh_token: refresh,
  member_id: '9',
  expires_in: 1800,
});
const refreshes = () => server.seen.filter((request) => request.url.pathname === AUTH_PATHS.refresh);

describe('one refresh at a time across tabs', () => {
  let locks: OriginLocks;
  beforeEach(() => {
    locks = new OriginLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    server.routes.set(AUTH_PATHS.refresh, { body: { code: '000000', msg: 'ok', data: pair('a2', 'r2') }, delayMs: 50 });
    storeTokenPair({ ...pair('a1', 'r1'), expires_in: 100 });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('callers that need the same refresh token queue on the Web Lock; only the first calls the server', async () => {
    await Promise.all([refreshToken(), refreshToken(), refreshToken()]);
    expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(refreshes()).toHaveLength(1);
    expect(JSON.parse(refreshes()[0]?.body ?? '{}')).toMatchObject({ refresh_token: 'r1' });
    expect(localStorage.getItem('refreshToken')).toBe('r2');
    expect(useSessionStore.getState().token).toBe('a2');
  });

  it('a tab that waited while another tab rotated the token uses the tokens that tab stored', async () => {
    let release: () => void = () => undefined;
    // Another tab holds the lock and is refreshing.
    const otherTab = locks.request(REFRESH_LOCK_NAME, () => new Promise<void>((resolve) => (release = resolve)));
    const waiting = refreshToken();
    await new Promise((resolve) => setTimeout(resolve, 20));
    storeTokenPair(pair('a-other', 'r-other'));
    release();
    await Promise.all([otherTab, waiting]);
    expect(refreshes()).toHaveLength(0);
    expect(localStorage.getItem('refreshToken')).toBe('r-other');
    expect(useSessionStore.getState().token).toBe('a-other');
  });

  it('without Web Locks the tab still refreshes once for concurrent callers', async () => {
    Reflect.deleteProperty(navigator, 'locks');
    await Promise.all([refreshToken(), refreshToken()]);
    expect(refreshes()).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe('a2');
  });

  it('a timer planned before another tab refreshed only adopts the new tokens', async () => {
    const planned = Date.now() + 100_000;
    storeTokenPair(pair('a-other', 'r-other'));
    await refreshToken(planned);
    expect(refreshes()).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('a-other');
  });
});
