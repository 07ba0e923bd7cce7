import type { TokenPair } from '@beacon/contracts/auth';

/** Local-storage keys of the session (spec section 3 "Client-stored values"). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  memberId: 'memberId',
  userInfo: 'userInfo',
  tokenExpiresAt: 'tokenExpiresAt',
} as const;

/** The stored access token, or null. */
export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

/** Epoch ms at which the access token expires, when known. */
export function getTokenExpiresAt(): number | null {
  const stored = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt));
  if (stored > 0) return stored;
  return jwtExpiry(getAccessToken());
}

/** Store a token pair from sign-in or refresh. */
export function storeTokenPair(pair: TokenPair, now = Date.now()): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, pair.access_token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refresh_token);
  localStorage.setItem(STORAGE_KEYS.memberId, pair.member_id);
  localStorage.setItem(STORAGE_KEYS.tokenExpiresAt, String(now + pair.expires_in * 1000));
}

/** Store a bare access token (single sign-on hands over only this one). */
export function storeAccessToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.removeItem(STORAGE_KEYS.tokenExpiresAt);
}

/** Forget every session value. */
export function clearTokens(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

function jwtExpiry(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof json === 'object' && json !== null && 'exp' in json ? json.exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
