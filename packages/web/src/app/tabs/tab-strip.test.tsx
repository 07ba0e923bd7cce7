import { TAB_CONTEXT_MENU_WIDTH } from '@beacon/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAppAt, resetApp, signIn } from '../testing/render-app';
import { scrollLeftShowing } from './tab-strip';

beforeEach(resetApp);

const tabTitles = () => screen.getAllByTestId('tab').map((tab) => tab.textContent);
const visiblePage = () => document.querySelector<HTMLElement>('.beacon-page:not([style*="display: none"])');

async function openThreePages() {
  signIn(['iot-device']);
  const router = renderAppAt('/iot-device/list');
  await screen.findByTestId('tab');
  await act(() => router.navigate('/iot-device-manage/list'));
  await act(() => router.navigate('/iot-device-manage/detail?id=7'));
  await waitFor(() => expect(tabTitles()).toEqual(['领域服务模型', '设备列表', '设备详情']));
  return router;
}

// The tabs hold the real (lazy, code-split) pages of the iot-device module, which load slowly in jsdom.
describe('tab strip', { timeout: 30_000 }, () => {
  it('adds a tab per visited page, once', async () => {
    const router = await openThreePages();
    await act(() => router.navigate('/iot-device/list'));
    expect(tabTitles()).toEqual(['领域服务模型', '设备列表', '设备详情']);
  });

  it('right-click opens a 105 px menu; close others keeps the clicked and the affixed home tab', async () => {
    const router = await openThreePages();
    fireEvent.contextMenu(within(screen.getAllByTestId('tab')[1] as HTMLElement).getByRole('link'));
    const menu = screen.getByTestId('tab-context-menu');
    expect(menu.style.width).toBe(`${TAB_CONTEXT_MENU_WIDTH}px`);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭当前', '关闭其他', '关闭所有']);
    fireEvent.click(within(menu).getByText('关闭其他'));
    await waitFor(() => expect(tabTitles()).toEqual(['领域服务模型', '设备列表']));
    expect(router.state.location.pathname).toBe('/iot-device-manage/list');
    expect(screen.queryByTestId('tab-context-menu')).toBeNull();
  });

  it('closing the current tab goes to the last remaining one; close all goes home', async () => {
    const router = await openThreePages();
    fireEvent.click(screen.getByRole('button', { name: '关闭 设备详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iot-device-manage/list'));
    expect(tabTitles()).toEqual(['领域服务模型', '设备列表']);
    fireEvent.contextMenu(within(screen.getAllByTestId('tab')[0] as HTMLElement).getByRole('link'));
    fireEvent.click(screen.getByText('关闭所有'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iot-device/list'));
    expect(tabTitles()).toEqual(['领域服务模型']);
  });

  it('the close-others button keeps the current and the affixed home tab, which has no close control', async () => {
    await openThreePages();
    expect(within(screen.getAllByTestId('tab')[0] as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-close-others'));
    await waitFor(() => expect(tabTitles()).toEqual(['领域服务模型', '设备详情']));
  });

  it('keeps cached pages mounted but hidden, and never a noCache page', async () => {
    const router = await openThreePages();
    const pages = () => [...document.querySelectorAll<HTMLElement>('.beacon-page')].map((p) => p.dataset.page);
    expect(pages()).toEqual(['/iot-device/list', '/iot-device-manage/list', '/iot-device-manage/detail']);
    expect(visiblePage()?.dataset.page).toBe('/iot-device-manage/detail');
    const listPage = document.querySelector('[data-page="/iot-device/list"]');
    await act(() => router.navigate('/iot-device/list'));
    expect(pages()).toEqual(['/iot-device/list', '/iot-device-manage/list']);
    expect(document.querySelector('[data-page="/iot-device/list"]')).toBe(listPage);
    expect(visiblePage()?.dataset.page).toBe('/iot-device/list');
  });

  it('refresh remounts the page through /redirect/{path}', async () => {
    const router = await openThreePages();
    await act(() => router.navigate('/iot-device/list'));
    const before = document.querySelector('[data-page="/iot-device/list"]');
    fireEvent.contextMenu(within(screen.getAllByTestId('tab')[0] as HTMLElement).getByRole('link'));
    fireEvent.click(screen.getByText('刷新'));
    await waitFor(() => expect(document.querySelector('[data-page="/iot-device/list"]')).not.toBe(before), {
      timeout: 15_000,
    });
    expect(router.state.location.pathname).toBe('/iot-device/list');
    expect(tabTitles()).toEqual(['领域服务模型', '设备列表', '设备详情']);
  });

  it('the mouse wheel scrolls the strip by deltaY / 4', async () => {
    await openThreePages();
    const scroller = screen.getByTestId('tab-strip').querySelector('.beacon-tab-scroll') as HTMLElement;
    fireEvent.wheel(scroller, { deltaY: 100 });
    expect(scroller.scrollLeft).toBe(25);
  });
});

describe('scrollLeftShowing', () => {
  const strip = { scrollLeft: 100, clientWidth: 300 };
  it('keeps the position when the tab is in view', () => {
    expect(scrollLeftShowing(strip, { offsetLeft: 150, offsetWidth: 80 })).toBe(100);
  });
  it('scrolls left to a tab before the view and right to one past it', () => {
    expect(scrollLeftShowing(strip, { offsetLeft: 40, offsetWidth: 80 })).toBe(40);
    expect(scrollLeftShowing(strip, { offsetLeft: 900, offsetWidth: 80 })).toBe(680);
  });
});
