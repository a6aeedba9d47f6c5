/** One arm of an experiment: how many signed up on it, and how many of those reached its goal. */
export interface ArmCounts {
  signups: number;
  converted: number;
}

export interface ArmResult extends ArmCounts {
  /** converted / signups (0 with no signups). */
  rate: number;
  /** The 95 % Wilson score interval of the rate. */
  low: number;
  high: number;
}

export type Verdict = 'notEnoughData' | 'noDifference' | 'variantBetter' | 'controlBetter';

export interface ArmComparison {
  control: ArmResult;
  variant: ArmResult;
  /** variant rate − control rate. */
  difference: number;
  /** Two-sided p-value of the two-proportion z-test; null while there is not enough data. */
  pValue: number | null;
  verdict: Verdict;
}

const Z_95 = 1.959963984540054;

/** The standard normal distribution function (Abramowitz & Stegun 7.1.26; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A rate with its 95 % Wilson score interval, which stays inside 0–1 even for small counts. */
export function armResult({ signups, converted }: ArmCounts): ArmResult {
  if (signups === 0) return { signups, converted, rate: 0, low: 0, high: 1 };
  const rate = converted / signups;
  const z2 = Z_95 * Z_95;
  const centre = (rate + z2 / (2 * signups)) / (1 + z2 / signups);
  const half =
    (Z_95 / (1 + z2 / signups)) *
    Math.sqrt((rate * (1 - rate)) / signups + z2 / (4 * signups * signups));
  return { signups, converted, rate, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Control against variant on conversion to the experiment's goal: each arm's rate with its interval, and the
 * two-proportion z-test. It says "not enough data" until each arm has `minSignups` signups and
 * the pooled rate expects at least 5 converted and 5 not in each arm (below that the test's
 * normal approximation does not hold); then a difference at p < `alpha` names the better arm.
 */
export function compareArms(
  control: ArmCounts,
  variant: ArmCounts,
  options: { alpha?: number; minSignups?: number } = {},
): ArmComparison {
  const alpha = options.alpha ?? 0.05;
  const minSignups = options.minSignups ?? 30;
  const a = armResult(control);
  const b = armResult(variant);
  const difference = b.rate - a.rate;
  const n = control.signups + variant.signups;
  const pooled = n > 0 ? (control.converted + variant.converted) / n : 0;
  const enough =
    control.signups >= minSignups &&
    variant.signups >= minSignups &&
    [control.signups, variant.signups].every(
      (size) => size * pooled >= 5 && size * (1 - pooled) >= 5,
    );
  if (!enough)
    return { control: a, variant: b, difference, pValue: null, verdict: 'notEnoughData' };
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.signups + 1 / variant.signups));
  const pValue = se === 0 ? 1 : 2 * (1 - normalCdf(Math.abs(difference / se)));
  const verdict: Verdict =
    pValue >= alpha ? 'noDifference' : difference > 0 ? 'variantBetter' : 'controlBetter';
  return { control: a, variant: b, difference, pValue, verdict };
}
