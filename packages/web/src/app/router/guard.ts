import type { RouteDef } from '@beacon/contracts/registry';
import { findRoute, firstRoutePath, homePath, normalizePath } from './route-lookup';

/** Paths open without a token (spec section 2 "Route guard"). */
export const OPEN_PATHS: readonly string[] = ['/login', '/auth-redirect'];
/** Static pages every signed-in user may open. */
export const STATIC_PATHS: readonly string[] = ['/404', '/401'];
/** Prefix of the pass-through used to refresh a tab. */
export const REDIRECT_PREFIX = '/redirect/';

/** What the guard knows. */
export interface GuardState {
  hasToken: boolean;
  /** Whether the roles are loaded (routes generated). */
  rolesLoaded: boolean;
  /** The user's generated routes. */
  routes: readonly RouteDef[];
  /** True right after the user was loaded for this navigation. */
  justLoaded?: boolean;
}

/** Where the user wants to go. */
export interface GuardTarget {
  pathname: string;
  search?: string;
}

/** The guard's verdict. */
export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load-user' };

/** `/login?redirect={path}`, keeping slashes readable in the query. */
export function loginPathFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath).replace(/%2F/gi, '/')}`;
}

/** A redirect query value safe to navigate to (an in-app path), else undefined. */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Decide a navigation exactly as spec section 2 "Route guard". */
export function decideNavigation(state: GuardState, target: GuardTarget): NavigationDecision {
  const pathname = normalizePath(target.pathname);
  const fullPath = `${pathname}${target.search ?? ''}`;
  if (OPEN_PATHS.includes(pathname)) {
    return pathname === '/login' && state.hasToken ? { type: 'redirect', to: '/' } : { type: 'allow' };
  }
  if (!state.hasToken) return { type: 'redirect', to: loginPathFor(fullPath) };
  if (!state.rolesLoaded) return { type: 'load-user' };
  if (pathname === '/') return { type: 'redirect', to: homePath(state.routes) ?? '/401' };
  if (STATIC_PATHS.includes(pathname) || pathname.startsWith(REDIRECT_PREFIX)) return { type: 'allow' };
  if (findRoute(state.routes, pathname)) return { type: 'allow' };
  // Unknown to the user's routes: right after loading, go to the first generated route; later, 404.
  if (state.justLoaded) return { type: 'redirect', to: firstRoutePath(state.routes) ?? '/401' };
  return { type: 'redirect', to: '/404' };
}
