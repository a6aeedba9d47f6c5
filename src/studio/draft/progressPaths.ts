import type { FlowStep } from '../../../shared/flow/types';

/** What the progress rules read of a step. */
export type ProgressStep = Pick<FlowStep, 'name' | 'progress' | 'when' | 'showProgress'>;

// Paths follow the flow's order: a step with `when` may be skipped, a step without is always
// shown. The brand's hideSteps and skip rules, and named `next` targets, are left out. A step that
// hides the bar (showProgress false) is passed over: the bar seen before it is seen after it too.
// So is a step without a numeric figure, which a draft may hold until its problem is fixed.

export const showsBar = (step: ProgressStep | undefined): step is ProgressStep =>
  Number.isFinite(step?.progress) && step?.showProgress !== false;

/** The steps showing a bar met first when walking `indices` in order: up to the first without `when`. */
function firstBarsAlong(steps: readonly ProgressStep[], indices: number[]): number[] {
  const found: number[] = [];
  for (const index of indices) {
    const step = steps[index];
    if (!showsBar(step)) continue;
    found.push(index);
    if (step.when === undefined) break;
  }
  return found;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(to - from, 0) }, (_, i) => from + i);

/** Indices of the steps whose bar may be the last one shown before position `at`, nearest first. */
export function barsJustBefore(steps: readonly ProgressStep[], at: number): number[] {
  return firstBarsAlong(steps, range(0, at).reverse());
}

/** Indices of the steps whose bar may be the first one shown from position `at` on, nearest first. */
export function barsFromOn(steps: readonly ProgressStep[], at: number): number[] {
  return firstBarsAlong(steps, range(at, steps.length));
}
