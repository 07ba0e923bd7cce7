/** The p-th percentile (0–100) of numbers, by nearest rank. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
};

/** A rate with thousands separators. */
export const perSecond = (count: number, ms: number): number => (count / ms) * 1000;

/** 12,345 */
export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** 45 % */
export const pct = (part: number, whole: number): string => `${Math.round((part / whole) * 100)} %`;

/** An environment number, or the default. */
export const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
