import { describe, expect, it } from 'vitest';
import {
  bucketOfSeconds,
  LAST_BUCKET,
  quantileOf,
} from '../../../shared/analytics/durationHistogram';

const histogramOf = (times: number[]) => {
  const histogram = new Map<number, number>();
  for (const seconds of times)
    histogram.set(bucketOfSeconds(seconds), (histogram.get(bucketOfSeconds(seconds)) ?? 0) + 1);
  return histogram;
};

describe('the time-on-step histogram', () => {
  it('puts under a second in bucket 0 and four buckets in each doubling after', () => {
    expect([0, 0.999, 1, 1.18, 1.19, 2, 3.99, 4].map(bucketOfSeconds)).toEqual([
      0, 0, 1, 1, 2, 5, 8, 9,
    ]);
    expect(bucketOfSeconds(Number.NaN)).toBe(0);
    expect(bucketOfSeconds(1e300)).toBe(LAST_BUCKET);
  });

  it('reads nothing from an empty histogram', () => {
    expect(quantileOf(new Map(), 0.5)).toBeNull();
    expect(quantileOf(new Map([[3, 0]]), 0.5)).toBeNull();
  });

  it('stays within 19 % of the exact median and 90th percentile on spread-out times', () => {
    // A deterministic spread from half a second to about three days.
    const times = Array.from({ length: 1000 }, (_, index) => 0.5 * 1.0121 ** index);
    const sorted = [...times].sort((a, b) => a - b);
    for (const q of [0.5, 0.9]) {
      const exact = sorted[Math.floor(q * (sorted.length - 1))]!;
      const estimate = quantileOf(histogramOf(times), q)!;
      expect(Math.abs(estimate / exact - 1)).toBeLessThan(0.19);
    }
  });

  it('answers inside the one bucket every time fell in', () => {
    const estimate = quantileOf(histogramOf([10, 10, 10]), 0.5)!;
    const bucket = bucketOfSeconds(10);
    expect(estimate).toBeGreaterThanOrEqual(2 ** ((bucket - 1) / 4));
    expect(estimate).toBeLessThan(2 ** (bucket / 4));
  });
});
