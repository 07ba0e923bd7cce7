/**
 * Upper bounds (ms, exclusive) of the latency histogram's buckets, roughly log-scale up to 60 s; one more bucket
 * holds 60 s and above. The minute and hour tables have one integer column per bucket (`lat_0` … `lat_21`), so
 * changing these takes a migration.
 */
export const LATENCY_BOUNDS_MS = [
  1, 2, 4, 7, 12, 20, 35, 60, 100, 175, 300, 500, 850, 1_500, 2_500, 4_000, 7_000, 12_000, 20_000, 35_000, 60_000,
] as const;

type BoundIndex = Exclude<keyof typeof LATENCY_BOUNDS_MS, keyof (readonly unknown[])>;
/** A histogram column: `lat_<i>` counts the calls of bucket i (`lat_21`: 60 s and above). */
export type LatencyColumn = `lat_${BoundIndex}` | 'lat_21';

/** Every histogram column, bucket order. */
export const LATENCY_COLUMNS = [...LATENCY_BOUNDS_MS.map((_, i) => `lat_${i}`), 'lat_21'] as LatencyColumn[];

/** A histogram with every column at zero. */
export const emptyHistogram = (): Record<LatencyColumn, number> =>
  Object.fromEntries(LATENCY_COLUMNS.map((column) => [column, 0])) as Record<LatencyColumn, number>;

/** Counts per bucket, in LATENCY_COLUMNS order. */
export type LatencyCounts = number[];

/** The bucket a duration (ms) falls in. */
export const latencyBucket = (durationMs: number): number => {
  const index = LATENCY_BOUNDS_MS.findIndex((bound) => durationMs < bound);
  return index === -1 ? LATENCY_BOUNDS_MS.length : index;
};

/**
 * The q-quantile (0 < q ≤ 1) of a histogram, in ms to one decimal: the bucket where the cumulative count reaches
 * q × total, interpolated linearly between its bounds (the open last bucket answers its lower bound, 60 000);
 * null for an empty histogram.
 */
export const latencyQuantile = (counts: LatencyCounts, q: number): number | null => {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (const [i, count] of counts.entries()) {
    if (count > 0 && below + count >= rank) {
      const lower = i === 0 ? 0 : (LATENCY_BOUNDS_MS[i - 1] ?? 0);
      const upper = LATENCY_BOUNDS_MS[i];
      if (upper === undefined) return lower;
      return Math.round((lower + ((upper - lower) * (rank - below)) / count) * 10) / 10;
    }
    below += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1] ?? null;
};
