import { describe, expect, it } from 'vitest';
import { fittingCount } from './use-fitting-count';

describe('fittingCount', () => {
  it('keeps every item when all fit, without room for "more"', () => {
    expect(fittingCount([100, 100, 100], 300, 48)).toBe(3);
  });

  it('leaves room for the "more" entry once some do not fit', () => {
    expect(fittingCount([100, 100, 100], 299, 48)).toBe(2);
    expect(fittingCount([100, 100, 100], 247, 48)).toBe(1);
    expect(fittingCount([100, 100, 100], 100, 48)).toBe(0);
  });

  it('counts only leading items (order is kept)', () => {
    expect(fittingCount([200, 20, 20], 220, 48)).toBe(0);
  });
});
