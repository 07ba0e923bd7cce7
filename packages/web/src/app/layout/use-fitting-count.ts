import { type RefObject, useLayoutEffect, useState } from 'react';

/** How many leading items fit in `widths` px when the rest need a `moreWidth` px "more" entry. */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/**
 * How many of a row's items (children marked `data-fit-item`, all rendered so they can be
 * measured) fit in it; re-measured when the row or an item (e.g. its language) changes size.
 */
export function useFittingCount(row: RefObject<HTMLElement | null>, itemCount: number, moreWidth: number): number {
  const [count, setCount] = useState(itemCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count means new items to measure and observe.
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const items = () => [...element.querySelectorAll<HTMLElement>('[data-fit-item]')];
    const measure = () =>
      setCount(
        fittingCount(
          items().map((item) => item.offsetWidth),
          element.clientWidth,
          moreWidth,
        ),
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const item of items()) observer.observe(item);
    return () => observer.disconnect();
  }, [row, itemCount, moreWidth]);
  return Math.min(count, itemCount);
}
