import { create } from 'zustand';
import { isMobileWidth } from '../../lib/viewport';

/** Local-storage key of the remembered side-menu state. */
export const SIDEBAR_STORAGE_KEY = 'sidebarStatus';

/** Device mode of spec section 4: mobile below MOBILE_BREAKPOINT px. */
export type DeviceMode = 'desktop' | 'mobile';

/** The device mode of a window width. */
export const deviceOf = (width: number): DeviceMode => (isMobileWidth(width) ? 'mobile' : 'desktop');

/** Side menu and device state of the layout. */
export interface LayoutState {
  /** Remembered desktop preference. */
  sidebarOpened: boolean;
  /** The side-menu drawer is open on mobile: only after a toggle, closed once a page is chosen or the mode changes. */
  mobileOpened: boolean;
  device: DeviceMode;
  toggleSidebar(): void;
  /** Close the side-menu drawer of mobile mode. */
  closeMobileSidebar(): void;
  setDevice(device: DeviceMode): void;
}

const storedOpened = (): boolean => localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'closed';

/** The layout store. */
export const useLayoutStore = create<LayoutState>((set, get) => ({
  sidebarOpened: storedOpened(),
  mobileOpened: false,
  device: typeof window === 'undefined' ? 'desktop' : deviceOf(window.innerWidth),
  toggleSidebar: () => {
    if (get().device === 'mobile') return set({ mobileOpened: !get().mobileOpened });
    const sidebarOpened = !get().sidebarOpened;
    localStorage.setItem(SIDEBAR_STORAGE_KEY, sidebarOpened ? 'opened' : 'closed');
    set({ sidebarOpened });
  },
  closeMobileSidebar: () => {
    if (get().mobileOpened) set({ mobileOpened: false });
  },
  setDevice: (device) => {
    if (device !== get().device) set({ device, mobileOpened: false });
  },
}));

/** Whether the side menu is collapsed now. */
export const selectCollapsed = (state: LayoutState): boolean =>
  state.device === 'mobile' ? !state.mobileOpened : !state.sidebarOpened;
