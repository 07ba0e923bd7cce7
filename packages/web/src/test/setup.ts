import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy/waitFor give up after 5 s rather than 1 s: on a busy CI machine an antd page can take that long to settle.
configure({ asyncUtilTimeout: 5_000 });
// Vitest runs without globals, so Testing Library cannot register its cleanup or flag the act() environment itself.
afterEach(cleanup);
// Toasts and portals schedule React work on timers; let it finish before jsdom is torn down after the file.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lacks matchMedia and ResizeObserver, which antd's responsive and layout hooks call.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
