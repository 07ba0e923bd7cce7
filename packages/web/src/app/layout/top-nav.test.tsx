import { MODULES } from '@beacon/contracts/registry';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { renderAppAt, resetApp, signIn } from '../testing/render-app';

beforeEach(resetApp);
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().resetSession();
});

// jsdom lays nothing out: give every module entry 120 px and the navigation 400 px.
const layOut = () => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-fit-item') ? 120 : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('data-testid') === 'top-nav-menu' ? 400 : 0;
  });
};

describe('top navigation', () => {
  it('shows every module and no "more" button when all fit', async () => {
    signIn(MODULES.map((module) => module.code));
    renderAppAt('/iot-device/list');
    const items = await screen.findAllByTestId('top-nav-item');
    expect(items).toHaveLength(MODULES.length);
    expect(items.every((item) => !item.hasAttribute('aria-hidden'))).toBe(true);
    expect(screen.queryByTestId('top-nav-more')).toBeNull();
  });

  it('folds the modules that do not fit into the "more" menu, which opens them', async () => {
    layOut();
    signIn(MODULES.map((module) => module.code));
    const router = renderAppAt('/iot-device/list');
    const items = await screen.findAllByTestId('top-nav-item');
    // 400 px less the 48 px "more" button holds two 120 px entries.
    const shown = items.filter((item) => item.getAttribute('aria-hidden') !== 'true');
    expect(shown.map((item) => item.dataset.module)).toEqual(['iot-device', 'event-center']);
    expect(items[2]).toHaveAttribute('tabindex', '-1');
    fireEvent.click(screen.getByTestId('top-nav-more'));
    const folded = await screen.findAllByTestId('top-nav-more-item');
    expect(folded.map((item) => item.dataset.module)).toEqual(MODULES.slice(2).map((module) => module.code));
    fireEvent.click(folded.find((item) => item.dataset.module === 'log-manage') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-manage/list'));
  });
});
