import { getRefreshToken, getTokenExpiresAt, storeTokenPair } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { postRefresh } from './api/post-refresh';

/** Refresh at most this long before the access token expires. */
export const REFRESH_LEAD_MS = 60_000;
const LOCK_KEY = 'tokenRefreshLock';
const LOCK_MS = 10_000;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Milliseconds from now until the token should be refreshed: a minute early, or a fifth of what is left. */
export function refreshDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  if (remaining <= 0) return 0;
  return remaining - Math.min(REFRESH_LEAD_MS, remaining / 5);
}

/** Plan the next proactive refresh from the stored expiry (no-op without a refresh token). */
export function scheduleTokenRefresh(now = Date.now()): void {
  cancelTokenRefresh();
  const expiresAt = getTokenExpiresAt();
  if (expiresAt === null || !getRefreshToken()) return;
  timer = setTimeout(() => void refreshToken(expiresAt), refreshDelay(expiresAt, now));
}

/** Stop the planned refresh (logout). */
export function cancelTokenRefresh(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/**
 * Trade the refresh token for a new pair, unless another browser tab already did (a reused refresh
 * token would revoke the whole session). A 20002/1003 answer runs the api client's logout flow.
 */
export async function refreshToken(plannedFor: number | null = getTokenExpiresAt()): Promise<void> {
  const now = Date.now();
  const refresh = getRefreshToken();
  const lockedAt = Number(localStorage.getItem(LOCK_KEY));
  const refreshedElsewhere = (getTokenExpiresAt() ?? 0) > (plannedFor ?? 0);
  if (!refresh) return;
  if (refreshedElsewhere) return scheduleTokenRefresh();
  if (now - lockedAt < LOCK_MS) {
    timer = setTimeout(() => void refreshToken(plannedFor), LOCK_MS);
    return;
  }
  localStorage.setItem(LOCK_KEY, String(now));
  try {
    const pair = await postRefresh(refresh);
    storeTokenPair(pair);
    useSessionStore.getState().setToken(pair.access_token);
    scheduleTokenRefresh();
  } catch {
    // Expired sessions are handled by the api client; otherwise the next call reports the problem.
  } finally {
    localStorage.removeItem(LOCK_KEY);
  }
}
