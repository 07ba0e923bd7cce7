import { MOBILE_BREAKPOINT } from '@beacon/contracts/constants';
import { useSyncExternalStore } from 'react';

/** Whether a window width is a phone or tablet: below the spec's mobile breakpoint (992 px). */
export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** True while the window is narrower than the mobile breakpoint (the kit's tables, filter bars and overlays adapt). */
export const useIsMobile = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => isMobileWidth(window.innerWidth),
    () => false,
  );
