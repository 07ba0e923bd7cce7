/** A drawer width that fits the window: full width on a phone (390 px), the spec width on wider screens. */
export const fitWidth = (width: number): number =>
  typeof window === 'undefined' ? width : Math.min(width, window.innerWidth);
