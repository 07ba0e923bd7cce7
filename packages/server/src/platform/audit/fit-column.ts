/** A value cut to its column's length and stripped of control characters no log column should hold. */
export const fitColumn = (value: string, length: number): string =>
  [...value]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '\u007f')
    .join('')
    .slice(0, length);
