import { MODULES, routesForVariant } from '@beacon/contracts/registry';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginThroughUi, navigateInApp, resetBrowser, waitForAppPath, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';

// Spec section 9 (mobile below 992 px): the console on a phone (390 px), a tablet (768 px), and in English at 1440 px.

const rig = useServerAndBrowser();
const HOME = '/iot-device/list';

beforeEach(() => {
  rig.browser.errors.length = 0;
});

/** How the page of `path` sits in the window: the page's own scroll width, the content's width, fixed table cells. */
const measure = (page: Page, path: string) =>
  page.evaluate((current) => {
    const shown = document.querySelector(`[data-page="${current}"]`);
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      innerWidth: window.innerWidth,
      contentWidth: document.querySelector('.beacon-content')?.getBoundingClientRect().width ?? 0,
      fixedCells: shown?.querySelectorAll('.ant-table-cell-fix').length ?? -1,
      // Filter fields cut off at the bar's right edge (the bar clips what does not fit).
      clippedFilters: Array.from(shown?.querySelectorAll('.beacon-filter-fields') ?? []).flatMap((bar) => {
        const right = bar.getBoundingClientRect().right;
        return Array.from(bar.querySelectorAll('.ant-form-item')).filter(
          (item) => item.getBoundingClientRect().right > right + 1,
        );
      }).length,
    };
  }, path);

/** A module's entry in the top navigation's "more" menu. */
const moreEntry = (page: Page, module: string) =>
  page.locator(`[data-testid="top-nav-more-item"][data-module="${module}"]`);

/**
 * The measures of the page of `path` once it has settled: no spinner, and the same figures three samples
 * running (lists, lazy parts and fonts arrive after the route is shown).
 */
const settledMeasure = async (page: Page, path: string) => {
  let last = '';
  let steady = 0;
  for (const deadline = Date.now() + 8_000; Date.now() < deadline; ) {
    const sample = await measure(page, path);
    const spinning = await page.locator(`[data-page="${path}"] .ant-spin-spinning`).count();
    const key = JSON.stringify(sample);
    steady = key === last && spinning === 0 ? steady + 1 : 0;
    if (steady >= 3) return sample;
    last = key;
    await page.waitForTimeout(150);
  }
  return measure(page, path);
};

/** Signs the admin in at `width` px (in `language`) and waits for the home page. */
const signedInAt = async (width: number, language: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const page = await resetBrowser(rig.browser, rig.server);
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await loginThroughUi(page, rig.server);
  await waitForShellAt(page, rig.server, HOME);
  return page;
};

/** The narrow widths every route is measured at: a phone and a tablet, both below the 992 px breakpoint. */
const NARROW_WIDTHS = [390, 768] as const;

describe(`at ${NARROW_WIDTHS.join(' and ')} px`, () => {
  it('every route of the registry fits: no sideways scroll of the page, content ≥ 90 % wide, no fixed table column, no filter cut off', async () => {
    // Each route is opened once at the phone width, then the same page is measured again at the tablet width
    // (as a tablet turned, a window resized): half the page loads of a visit per width.
    const page = await signedInAt(NARROW_WIDTHS[0]);
    const narrowest = new Map<number, { path: string; contentWidth: number }>();
    const widestScroll = new Map<number, number>();
    for (const route of routesForVariant('full')) {
      for (const [index, width] of NARROW_WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 844 });
        if (index === 0) {
          await navigateInApp(page, rig.server, route.path);
          await waitForAppPath(page, rig.server, route.path);
          await page.locator(`[data-page="${route.path}"]`).waitFor();
        }
        const { scrollWidth, contentWidth, fixedCells, clippedFilters } = await settledMeasure(page, route.path);
        const at = `${route.path} at ${width} px`;
        expect(scrollWidth, `${at}: page scroll width`).toBeLessThanOrEqual(width);
        expect(contentWidth, `${at}: content width`).toBeGreaterThanOrEqual(0.9 * width);
        expect(fixedCells, `${at}: fixed table cells`).toBe(0);
        expect(clippedFilters, `${at}: filter fields cut off`).toBe(0);
        widestScroll.set(width, Math.max(widestScroll.get(width) ?? 0, scrollWidth));
        if (contentWidth < (narrowest.get(width)?.contentWidth ?? Number.POSITIVE_INFINITY)) {
          narrowest.set(width, { path: route.path, contentWidth });
        }
      }
    }
    for (const width of NARROW_WIDTHS) {
      console.info(
        `${width} px: widest page ${widestScroll.get(width)} px, narrowest content ${narrowest.get(width)?.contentWidth} px`,
      );
    }
    expect(rig.browser.errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  }, 240_000);
});

describe('at 390 px', () => {
  it('the side menu is a drawer that closes once a page is chosen; row actions and forms stay usable', async () => {
    const page = await signedInAt(390);
    const drawer = page.getByTestId('sidebar-drawer');
    const toggle = page.getByTestId('sidebar-toggle');
    expect(await drawer.isVisible()).toBe(false);
    await toggle.click();
    await drawer.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await drawer.getByRole('menuitem', { name: '标准物模型' }).click();
    await waitForShellAt(page, rig.server, '/std-model/list');
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await page.locator('.beacon-content').boundingBox())?.width).toBeGreaterThanOrEqual(0.9 * 390);

    // The top navigation folds the modules that do not fit into its "more" menu.
    await page.getByTestId('top-nav-more').click();
    await moreEntry(page, 'system-management').click();
    await waitForShellAt(page, rig.server, '/platform-manage-account/list');

    // A row's actions are reached by scrolling the table (not the page); the edit form takes the whole width.
    const row = page.locator('[data-page="/platform-manage-account/list"] tr.ant-table-row').first();
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByTestId('account-form-drawer');
    await form.waitFor();
    await expect.poll(async () => (await form.boundingBox())?.width).toBe(390);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390);
    expect(rig.browser.errors).toEqual([]);
  });
});

describe('at 1440 px in English', () => {
  it('every module of the top navigation is fully visible or in its "more" menu', async () => {
    const page = await signedInAt(1440, 'en-US');
    const bar = await page.getByTestId('top-nav-menu').boundingBox();
    if (!bar) throw new Error('no top navigation');
    const items = await page.getByTestId('top-nav-menu').evaluate((menu) =>
      Array.from(menu.querySelectorAll<HTMLElement>('[data-testid="top-nav-item"]'), (item) => {
        const box = item.getBoundingClientRect();
        return {
          module: item.dataset.module,
          text: item.textContent,
          folded: item.getAttribute('aria-hidden') === 'true',
          left: box.left,
          right: box.right,
          truncated: item.scrollWidth > item.clientWidth,
        };
      }),
    );
    expect(items.map((item) => item.module)).toEqual(MODULES.map((module) => module.code));
    const shown = items.filter((item) => !item.folded);
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      expect(item.text).toBe(MODULES.find((module) => module.code === item.module)?.title.en);
      expect(item.truncated, `${item.module} truncated`).toBe(false);
      expect(item.left).toBeGreaterThanOrEqual(bar.x);
      expect(item.right).toBeLessThanOrEqual(bar.x + bar.width);
    }
    const folded = items.filter((item) => item.folded);
    if (folded.length > 0) {
      await page.getByTestId('top-nav-more').click();
      for (const item of folded) {
        const entry = moreEntry(page, item.module ?? '');
        await entry.waitFor();
        expect(await entry.textContent()).toBe(MODULES.find((module) => module.code === item.module)?.title.en);
      }
    }
    console.info(`1440 px English: ${shown.length} modules shown, ${folded.length} in the "more" menu`);
    expect(rig.browser.errors).toEqual([]);
  });

  it('the tab strip keeps the active tab in view after many open pages', async () => {
    const page = await signedInAt(1440, 'en-US');
    const paths = routesForVariant('full')
      .filter((route) => !route.hidden && route.module)
      .map((route) => route.path);
    for (const path of paths) {
      await navigateInApp(page, rig.server, path);
      await waitForShellAt(page, rig.server, path);
      const strip = await page.locator('.beacon-tab-scroll').boundingBox();
      const active = page.locator(`[data-testid="tab"][data-path="${path}"]`);
      await expect
        .poll(
          async () => {
            const box = await active.boundingBox();
            return !!box && !!strip && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1;
          },
          { message: `tab ${path} in view` },
        )
        .toBe(true);
    }
  });
});
