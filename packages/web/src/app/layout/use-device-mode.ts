import { useEffect } from 'react';
import { deviceOf, useLayoutStore } from './layout-store';

/** Track the window width: below MOBILE_BREAKPOINT the layout is in mobile mode. */
export function useDeviceMode(): void {
  const setDevice = useLayoutStore((state) => state.setDevice);
  useEffect(() => {
    const update = () => setDevice(deviceOf(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice]);
}
