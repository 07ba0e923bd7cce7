import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { callEndpoint } from '../../lib/api-client/call-endpoint';
import { ApiError } from '../../lib/api-client/request';
import { getAccessToken, getRefreshToken, getTokenExpiresAt, storeTokenPair } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { withRefreshLock } from './refresh-lock';

/** Refresh at most this long before the access token expires. */
export const REFRESH_LEAD_MS = 60_000;
/** Wait before trying again after a refresh that failed for another reason than an ended session. */
export const REFRESH_RETRY_MS = 10_000;

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

/** Use the stored tokens (ours or another tab's) and plan the next refresh from them. */
function adoptStoredTokens(): void {
  useSessionStore.getState().setToken(getAccessToken());
  scheduleTokenRefresh();
}

/** A reply that ended the session (the api client then runs the logout flow): retrying is pointless. */
const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;

/**
 * Trade the refresh token for a new pair. Several tabs share one refresh token, and using a rotated one
 * revokes the whole session, so only one tab at a time refreshes (see withRefreshLock): a tab that had to
 * wait compares the stored refresh token with the one it started with and, when another tab already
 * rotated it, uses the tokens that tab stored instead of calling the server.
 */
export async function refreshToken(plannedFor: number | null = getTokenExpiresAt()): Promise<void> {
  const before = getRefreshToken();
  if (!before) return;
  // Another tab refreshed since this tab planned the refresh.
  if ((getTokenExpiresAt() ?? 0) > (plannedFor ?? 0)) return adoptStoredTokens();
  await withRefreshLock(async () => {
    const current = getRefreshToken();
    if (!current) return;
    if (current !== before) return adoptStoredTokens();
    try {
      const reply = await callEndpoint(authEndpoints.refresh, { body: { refresh_token: current } }, { silent: true });
      storeTokenPair(reply.data);
      adoptStoredTokens();
    } catch (error) {
      if (sessionEnded(error)) return;
      // A network hiccup: try again soon (the access token is still valid for a while).
      timer = setTimeout(() => void refreshToken(plannedFor), REFRESH_RETRY_MS);
    }
  });
}
