import type { Funnel } from '../../../shared/contract/studio';

export interface StepShare {
  arrived: number;
  completed: number;
  /** completed / arrived; null when nobody arrived. */
  rate: number | null;
}

export interface StepConversion {
  step: string;
  before: StepShare;
  after: StepShare;
  /** after.rate − before.rate, in points of a share (0.05 = 5 points); null without both. */
  difference: number | null;
}

const shareOf = (funnel: Funnel, step: string): StepShare => {
  const found = funnel.steps.find((s) => s.step === step);
  const arrived = found?.arrived ?? 0;
  const completed = found?.completed ?? 0;
  return { arrived, completed, rate: arrived > 0 ? completed / arrived : null };
};

/**
 * Each step's conversion (of those who arrived, how many completed) before a change and after it,
 * in the order of the version after (then steps only the version before had).
 */
export function stepConversions(before: Funnel, after: Funnel): StepConversion[] {
  const steps = [
    ...after.steps.map((s) => s.step),
    ...before.steps.map((s) => s.step).filter((step) => !after.steps.some((s) => s.step === step)),
  ];
  return steps.map((step) => {
    const was = shareOf(before, step);
    const now = shareOf(after, step);
    return {
      step,
      before: was,
      after: now,
      difference: was.rate !== null && now.rate !== null ? now.rate - was.rate : null,
    };
  });
}
