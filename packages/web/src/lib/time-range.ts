import dayjs from 'dayjs';

const epochMs = (text: unknown): number | undefined => {
  if (typeof text !== 'string' || text === '') return undefined;
  const time = dayjs(text);
  return time.isValid() ? time.valueOf() : undefined;
};

/**
 * A date-time range filter's value (local 'YYYY-MM-DD HH:mm:ss' strings) as from/to in epoch ms; the picker stops at
 * whole seconds while rows are stored in ms, so the end second is included entirely.
 */
export const timeRangeToEpoch = (range: unknown): { from?: number; to?: number } => {
  const [start, end] = Array.isArray(range) ? range : [];
  const endSecond = epochMs(end);
  return { from: epochMs(start), to: endSecond === undefined ? undefined : endSecond + 999 };
};
