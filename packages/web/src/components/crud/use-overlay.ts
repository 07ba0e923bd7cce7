import { useRef, useState } from 'react';

/** An overlay (drawer or dialog) that stays mounted until its closing animation ends. */
export interface OverlayState<T> {
  /** What it was opened for (e.g. the row to edit). */
  target: T;
  open: boolean;
  /** A fresh key per opening, so each opening starts with a fresh form. */
  key: number;
}

/** An overlay's state and the props its drawer or dialog takes. */
export interface Overlay<T> {
  /** Null while closed and gone. */
  state: OverlayState<T> | null;
  show: (target: T) => void;
  /** Start closing (the overlay animates out, then `afterClose` unmounts it). */
  close: () => void;
  /** Unmount it (its drawer or dialog calls this after the closing animation). */
  afterClose: () => void;
}

/** State of a create/edit drawer or dialog: open for a target, close, unmount after the animation. */
export function useOverlay<T = undefined>(): Overlay<T> {
  const [state, setState] = useState<OverlayState<T> | null>(null);
  const openings = useRef(0);
  return {
    state,
    show: (target) => {
      openings.current += 1;
      setState({ target, open: true, key: openings.current });
    },
    close: () => setState((current) => (current ? { ...current, open: false } : null)),
    afterClose: () => setState(null),
  };
}
