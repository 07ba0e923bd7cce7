import type { PlatformInfo, UserInfo } from '@beacon/contracts/auth';
import type { MenuItem, RouteDef } from '@beacon/contracts/registry';
import { useMemo } from 'react';
import { create } from 'zustand';
import { clearTokens, getAccessToken, STORAGE_KEYS } from './api-client/token-storage';

/** The signed-in session: token, user, menus, platform facts and the user's routes. */
export interface SessionState {
  token: string | null;
  /** Roles of the session; empty = not loaded yet (the guard then loads the user). */
  roles: string[];
  userInfo: UserInfo | null;
  menus: MenuItem[];
  platform: PlatformInfo | null;
  /** Routes generated from the user's resources; null until the user is loaded. */
  routes: RouteDef[] | null;
  setToken(token: string | null): void;
  setPlatform(platform: PlatformInfo): void;
  setUser(user: { userInfo: UserInfo; menus: MenuItem[]; routes: RouteDef[] }): void;
  /** Clear token and roles (spec section 4 "Resetting the token"). */
  resetToken(): void;
  /** Logout: clear token, roles, user, menus and routes. */
  resetSession(): void;
}

/** The session store; the platform facts survive a logout. */
export const useSessionStore = create<SessionState>((set) => ({
  token: getAccessToken(),
  roles: [],
  userInfo: null,
  menus: [],
  platform: null,
  routes: null,
  setToken: (token) => set({ token }),
  setPlatform: (platform) => set({ platform }),
  setUser: ({ userInfo, menus, routes }) => {
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
    // Spec section 6: after login the user is given the role admin (fixed).
    set({ userInfo, menus, routes, roles: ['admin'] });
  },
  resetToken: () => {
    clearTokens();
    set({ token: null, roles: [] });
  },
  resetSession: () => {
    clearTokens();
    set({ token: null, roles: [], userInfo: null, menus: [], routes: null });
  },
}));

/** Page ids of the user's menu items, button type included (for the permission element). */
export function usePermittedPageIds(): ReadonlySet<string> {
  const menus = useSessionStore((state) => state.menus);
  return useMemo(() => new Set(menus.map((item) => item.pageId)), [menus]);
}
