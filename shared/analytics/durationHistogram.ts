/**
 * Times on a step kept as a histogram with four buckets per doubling, so the funnels can add
 * up any days and filters and still read a median or a 90th percentile off the sum. Bucket 0
 * holds under a second; bucket b ≥ 1 holds [2^((b-1)/4), 2^(b/4)) seconds, so a percentile read
 * off it is never more than 19 % from the exact one.
 */
export const BUCKETS_PER_DOUBLING = 4;
/** About 27 years: every longer time is counted here. */
export const LAST_BUCKET = 120;

/** BUCKET_LOWER_BOUNDS[b - 1] is where bucket b starts: the SQL of the rollup reads the same. */
export const BUCKET_LOWER_BOUNDS: readonly number[] = Array.from(
  { length: LAST_BUCKET },
  (_, index) => 2 ** (index / BUCKETS_PER_DOUBLING),
);

/** The logarithm says which bucket to within one; the bounds then decide exactly. */
export function bucketOfSeconds(seconds: number): number {
  if (!(seconds >= 1)) return 0;
  if (seconds >= BUCKET_LOWER_BOUNDS[LAST_BUCKET - 1]!) return LAST_BUCKET;
  const estimate = Math.min(
    Math.max(Math.floor(BUCKETS_PER_DOUBLING * Math.log2(seconds)) + 1, 1),
    LAST_BUCKET - 1,
  );
  if (seconds < BUCKET_LOWER_BOUNDS[estimate - 1]!) return estimate - 1;
  if (seconds >= BUCKET_LOWER_BOUNDS[estimate]!) return estimate + 1;
  return estimate;
}

const lowerBound = (bucket: number) => (bucket === 0 ? 0 : BUCKET_LOWER_BOUNDS[bucket - 1]!);
const upperBound = (bucket: number) =>
  BUCKET_LOWER_BOUNDS[bucket] ?? 2 ** (bucket / BUCKETS_PER_DOUBLING);

/**
 * The q-quantile (0 < q < 1) of the times the histogram counts, interpolated inside its bucket
 * (linearly under a second, geometrically above); null when it counts nothing.
 */
export function quantileOf(histogram: ReadonlyMap<number, number>, q: number): number | null {
  const buckets = [...histogram.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (const [bucket, n] of buckets) {
    if (below + n >= rank) {
      const fraction = (rank - below) / n;
      const low = lowerBound(bucket);
      const high = upperBound(bucket);
      return bucket === 0 ? high * fraction : low * (high / low) ** fraction;
    }
    below += n;
  }
  return upperBound(buckets.at(-1)![0]);
}
