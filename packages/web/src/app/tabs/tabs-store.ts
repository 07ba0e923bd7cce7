import type { RouteDef } from '@beacon/contracts/registry';
import { create } from 'zustand';
import { addTab, affixTabs, closeAllTabs, closeOtherTabs, closeTab, refreshTab, type TabView } from './tab-ops';

/** Tab strip state; every change goes through the pure operations of tab-ops. */
export interface TabsState {
  tabs: TabView[];
  init(routes: readonly RouteDef[]): void;
  add(view: TabView): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
  /** Forget every tab, affixed ones included (logout). */
  reset(): void;
}

/** The tab strip store. */
export const useTabsStore = create<TabsState>((set) => ({
  tabs: [],
  init: (routes) => set((state) => ({ tabs: affixTabs(routes).reduce(addTab, state.tabs) })),
  add: (view) => set((state) => ({ tabs: addTab(state.tabs, view) })),
  close: (path) => set((state) => ({ tabs: closeTab(state.tabs, path) })),
  closeOthers: (path) => set((state) => ({ tabs: closeOtherTabs(state.tabs, path) })),
  closeAll: () => set((state) => ({ tabs: closeAllTabs(state.tabs) })),
  refresh: (path) => set((state) => ({ tabs: refreshTab(state.tabs, path) })),
  reset: () => set({ tabs: [] }),
}));
