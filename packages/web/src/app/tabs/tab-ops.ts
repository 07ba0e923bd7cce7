import type { RouteDef, Title } from '@beacon/contracts/registry';

/** One visited page in the tab strip (spec section 3 "Tab view"). */
export interface TabView {
  /** Route path: the tab's identity. */
  path: string;
  /** Path with query string, to return to the same view. */
  fullPath: string;
  /** Route title; absent = "no-name". */
  title?: Title;
  affix: boolean;
  noCache: boolean;
  /** Bumped by "refresh": the page remounts under a new key. */
  refreshKey: number;
}

/** The tab of a route visited at fullPath. */
export function tabFromRoute(route: RouteDef, fullPath: string): TabView {
  return {
    path: route.path,
    fullPath,
    title: route.title,
    affix: route.affix === true,
    noCache: route.noCache === true,
    refreshKey: 0,
  };
}

/** Add a visited page, or update the full path of its existing tab. */
export function addTab(tabs: readonly TabView[], view: TabView): TabView[] {
  const index = tabs.findIndex((tab) => tab.path === view.path);
  if (index === -1) return [...tabs, view];
  const existing = tabs[index];
  if (!existing || existing.fullPath === view.fullPath) return [...tabs];
  return tabs.map((tab, i) => (i === index ? { ...tab, fullPath: view.fullPath } : tab));
}

/** Close one tab; an affixed tab stays. */
export function closeTab(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.filter((tab) => tab.affix || tab.path !== path);
}

/** Close every tab but this one and the affixed ones. */
export function closeOtherTabs(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.filter((tab) => tab.affix || tab.path === path);
}

/** Close every tab but the affixed ones. */
export function closeAllTabs(tabs: readonly TabView[]): TabView[] {
  return tabs.filter((tab) => tab.affix);
}

/** Give a tab a new refresh key so its page remounts. */
export function refreshTab(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.map((tab) => (tab.path === path ? { ...tab, refreshKey: tab.refreshKey + 1 } : tab));
}

/** Tabs whose pages stay mounted while hidden (keep-alive): all but noCache ones. */
export function cachedTabs(tabs: readonly TabView[]): TabView[] {
  return tabs.filter((tab) => !tab.noCache);
}

/** Where to go after the current tab closed: the last remaining tab, else the home path. */
export function nextPathAfterClose(remaining: readonly TabView[], home: string): string {
  return remaining.at(-1)?.fullPath ?? home;
}

/** Affixed tabs of a route table (shown from the start, never closed). */
export function affixTabs(routes: readonly RouteDef[]): TabView[] {
  return routes.filter((route) => route.affix).map((route) => tabFromRoute(route, route.path));
}

/** Tabs whose pages are mounted now: every cached tab plus the current one, in strip order. */
export function mountedTabs(tabs: readonly TabView[], current: TabView | undefined): TabView[] {
  const mounted = tabs.filter((tab) => !tab.noCache || tab.path === current?.path);
  if (current && !tabs.some((tab) => tab.path === current.path)) mounted.push(current);
  return mounted;
}
