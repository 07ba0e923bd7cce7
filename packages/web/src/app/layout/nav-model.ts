import {
  MENU_GROUPS,
  MODULES,
  type ModuleCode,
  type ModuleDef,
  type RouteDef,
  type Title,
} from '@beacon/contracts/registry';
import { menuRouteOf, moduleLandingPath, routeChain } from '../router/route-lookup';

/** A top-navigation entry: a module the user may open, with its landing path. */
export interface TopNavEntry {
  module: ModuleDef;
  path: string;
}

/** Modules whose routes the user holds (variant and resources already applied to the routes), in order. */
export function topNavEntries(routes: readonly RouteDef[]): TopNavEntry[] {
  return MODULES.flatMap((module) => {
    const path = moduleLandingPath(routes, module.code);
    return path ? [{ module, path }] : [];
  });
}

/** A side-menu node: a page, or a group (sub-menu) of pages. */
export type SideMenuNode =
  | { kind: 'page'; route: RouteDef }
  | { kind: 'group'; key: string; title: Title; children: RouteDef[] };

/** The side menu of a module: its visible routes, grouped by MENU_GROUPS into sub-menus. */
export function sideMenuNodes(routes: readonly RouteDef[], module: ModuleCode | undefined): SideMenuNode[] {
  const nodes: SideMenuNode[] = [];
  for (const route of routes) {
    if (route.module !== module || route.hidden || module === undefined) continue;
    const group = MENU_GROUPS.find((g) => g.key === route.group && g.module === module);
    if (!group) {
      nodes.push({ kind: 'page', route });
      continue;
    }
    const existing = nodes.find((node) => node.kind === 'group' && node.key === group.key);
    if (existing?.kind === 'group') existing.children.push(route);
    else nodes.push({ kind: 'group', key: group.key, title: group.title, children: [route] });
  }
  return nodes;
}

/** The side-menu key a route selects (hidden routes select their visible ancestor). */
export function selectedMenuKey(routes: readonly RouteDef[], route: RouteDef | undefined): string | undefined {
  return route ? menuRouteOf(routes, route).path : undefined;
}

/** A breadcrumb item: a title and, for ancestors, the path it links to. */
export interface CrumbItem {
  title: Title;
  path?: string;
}

/** Breadcrumb of a route: module title > parent route titles > route title. */
export function breadcrumbItems(routes: readonly RouteDef[], route: RouteDef): CrumbItem[] {
  const chain = routeChain(routes, route);
  const items: CrumbItem[] = chain.map((r, i) =>
    i === chain.length - 1 ? { title: r.title } : { title: r.title, path: r.path },
  );
  const module = MODULES.find((m) => m.code === route.module);
  if (module) items.unshift({ title: module.title, path: moduleLandingPath(routes, module.code) });
  return items;
}

/** The text of a bilingual title in a language. */
export function titleText(title: Title | undefined, language: string, fallback: string): string {
  if (!title) return fallback;
  return language.startsWith('en') ? title.en : title.zh;
}
