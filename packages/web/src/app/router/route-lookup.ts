import type { ModuleCode, RouteDef } from '@beacon/contracts/registry';

/** The module the root path prefers (spec section 2: the root redirects to /iot-device). */
export const HOME_MODULE: ModuleCode = 'iot-device';

/** A path without its trailing slashes ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route of a path among the user's routes. */
export function findRoute(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path);
}

/** First side-menu (visible) route of a module, if the user has one. */
export function moduleLandingPath(routes: readonly RouteDef[], module: ModuleCode): string | undefined {
  return routes.find((route) => route.module === module && !route.hidden)?.path;
}

/** The first generated route: the first visible route of any module the user holds. */
export function firstRoutePath(routes: readonly RouteDef[]): string | undefined {
  return routes.find((route) => route.module !== undefined && !route.hidden)?.path;
}

/**
 * Where the root path leads: the home module's affixed page (/iot-device/list, even with the overview listed
 * first in its menu), else its first page, else the first permitted route.
 */
export function homePath(routes: readonly RouteDef[]): string | undefined {
  const home = routes.find((route) => route.module === HOME_MODULE && route.affix && !route.hidden);
  return home?.path ?? moduleLandingPath(routes, HOME_MODULE) ?? firstRoutePath(routes);
}

/** The route and its ancestors (through `parent`), outermost first. */
export function routeChain(routes: readonly RouteDef[], route: RouteDef): RouteDef[] {
  const chain: RouteDef[] = [route];
  let parent = route.parent;
  while (parent !== undefined && chain.length < 10) {
    const found = findRoute(routes, parent);
    if (!found) break;
    chain.unshift(found);
    parent = found.parent;
  }
  return chain;
}

/** The side-menu entry a route highlights: itself, or its nearest visible ancestor when hidden. */
export function menuRouteOf(routes: readonly RouteDef[], route: RouteDef): RouteDef {
  return [...routeChain(routes, route)].reverse().find((r) => !r.hidden) ?? route;
}
