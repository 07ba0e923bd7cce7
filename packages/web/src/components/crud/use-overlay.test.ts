import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverlay } from './use-overlay';

describe('useOverlay', () => {
  it('opens for a target with a fresh key each time, closes, then unmounts after the animation', () => {
    const { result } = renderHook(() => useOverlay<{ id?: number }>());
    expect(result.current.state).toBeNull();
    act(() => result.current.show({ id: 7 }));
    expect(result.current.state).toEqual({ target: { id: 7 }, open: true, key: 1 });
    act(() => result.current.close());
    expect(result.current.state).toEqual({ target: { id: 7 }, open: false, key: 1 });
    act(() => result.current.afterClose());
    expect(result.current.state).toBeNull();
    act(() => result.current.show({}));
    expect(result.current.state).toEqual({ target: {}, open: true, key: 2 });
  });

  it('counts openings per component, not per module', () => {
    const first = renderHook(() => useOverlay());
    const second = renderHook(() => useOverlay());
    act(() => first.result.current.show(undefined));
    act(() => first.result.current.show(undefined));
    act(() => second.result.current.show(undefined));
    expect(first.result.current.state?.key).toBe(2);
    expect(second.result.current.state?.key).toBe(1);
  });
});
