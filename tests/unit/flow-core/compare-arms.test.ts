import { describe, expect, it } from 'vitest';
import { armResult, compareArms, normalCdf } from '../../../shared/analytics/compareArms';

describe('comparing two arms of an experiment', () => {
  it('computes the normal distribution to textbook precision', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6);
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5);
  });

  it('gives each rate its Wilson interval, inside 0–1 even at the edges', () => {
    // 20 of 100: the textbook Wilson interval is 0.1334–0.2888.
    const twenty = armResult({ signups: 100, converted: 20 });
    expect(twenty.rate).toBe(0.2);
    expect(twenty.low).toBeCloseTo(0.1334, 4);
    expect(twenty.high).toBeCloseTo(0.2888, 4);
    const none = armResult({ signups: 10, converted: 0 });
    expect(none.low).toBe(0);
    expect(none.high).toBeGreaterThan(0.2);
    expect(armResult({ signups: 0, converted: 0 })).toMatchObject({ rate: 0, low: 0, high: 1 });
  });

  it('runs the two-proportion z-test: 200/1000 against 250/1000 is significant (z ≈ 2.68)', () => {
    const result = compareArms({ signups: 1000, converted: 200 }, { signups: 1000, converted: 250 });
    expect(result.difference).toBeCloseTo(0.05, 10);
    // Pooled 0.225; SE = sqrt(0.225·0.775·0.002) = 0.018675; z = 2.6774; p = 0.00742.
    expect(result.pValue).toBeCloseTo(0.00742, 4);
    expect(result.verdict).toBe('variantBetter');
    expect(compareArms({ signups: 1000, converted: 250 }, { signups: 1000, converted: 200 }).verdict).toBe(
      'controlBetter',
    );
  });

  it('says plainly when there is not enough data, and when there is no difference', () => {
    expect(compareArms({ signups: 29, converted: 10 }, { signups: 500, converted: 100 }).verdict).toBe(
      'notEnoughData',
    );
    // Enough people, too few payers for the approximation: still not enough.
    const rare = compareArms({ signups: 200, converted: 1 }, { signups: 200, converted: 3 });
    expect(rare).toMatchObject({ verdict: 'notEnoughData', pValue: null });
    const same = compareArms({ signups: 400, converted: 80 }, { signups: 400, converted: 84 });
    expect(same.verdict).toBe('noDifference');
    expect(same.pValue).toBeGreaterThan(0.05);
  });
});
