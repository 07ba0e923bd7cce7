import type { RouteDef } from '@beacon/contracts/registry';
import { describe, expect, it } from 'vitest';
import {
  addTab,
  affixTabs,
  cachedTabs,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  mountedTabs,
  nextPathAfterClose,
  refreshTab,
  type TabView,
  tabFromRoute,
} from './tab-ops';

const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title: { zh: path, en: path },
  ...extra,
});
const tab = (path: string, extra: Partial<RouteDef> = {}): TabView => tabFromRoute(route(path, extra), path);
const paths = (tabs: readonly TabView[]) => tabs.map((t) => t.path);

const home = tab('/home', { affix: true });
const a = tab('/a');
const b = tab('/b');
const detail = tab('/a/detail', { noCache: true });

describe('tab operations', () => {
  it('adds a visited page once and remembers its latest full path', () => {
    let tabs = addTab([], a);
    tabs = addTab(tabs, b);
    tabs = addTab(tabs, { ...a, fullPath: '/a?page=2' });
    expect(paths(tabs)).toEqual(['/a', '/b']);
    expect(tabs[0]?.fullPath).toBe('/a?page=2');
  });

  it('takes the title from the route', () => {
    expect(tab('/x').title).toEqual({ zh: '/x', en: '/x' });
    expect(tabFromRoute(route('/y', { affix: true, noCache: true }), '/y?id=1')).toMatchObject({
      affix: true,
      noCache: true,
      fullPath: '/y?id=1',
    });
  });

  it('closes the current tab but never an affixed one', () => {
    const tabs = [home, a, b];
    expect(paths(closeTab(tabs, '/a'))).toEqual(['/home', '/b']);
    expect(paths(closeTab(tabs, '/home'))).toEqual(['/home', '/a', '/b']);
  });

  it('closes the others, keeping affixed tabs', () => {
    expect(paths(closeOtherTabs([home, a, b, detail], '/b'))).toEqual(['/home', '/b']);
  });

  it('closes all, keeping affixed tabs', () => {
    expect(paths(closeAllTabs([home, a, b]))).toEqual(['/home']);
    expect(closeAllTabs([a, b])).toEqual([]);
  });

  it('caches every page except noCache ones', () => {
    expect(paths(cachedTabs([home, a, detail, b]))).toEqual(['/home', '/a', '/b']);
  });

  it('refresh bumps only that tab key', () => {
    const tabs = refreshTab([a, b], '/b');
    expect(tabs.map((t) => t.refreshKey)).toEqual([0, 1]);
  });

  it('goes to the last remaining tab after a close, else home', () => {
    expect(nextPathAfterClose([home, { ...b, fullPath: '/b?x=1' }], '/')).toBe('/b?x=1');
    expect(nextPathAfterClose([], '/')).toBe('/');
  });

  it('starts with the affixed routes only', () => {
    expect(paths(affixTabs([route('/a'), route('/h', { affix: true })]))).toEqual(['/h']);
  });
});

describe('mountedTabs (keep-alive)', () => {
  it('mounts cached tabs and the current one, never a noCache tab in the background', () => {
    expect(paths(mountedTabs([home, a, detail, b], a))).toEqual(['/home', '/a', '/b']);
    expect(paths(mountedTabs([home, a, detail, b], detail))).toEqual(['/home', '/a', '/a/detail', '/b']);
  });

  it('mounts the current page before its tab is added', () => {
    expect(paths(mountedTabs([a], b))).toEqual(['/a', '/b']);
  });
});
