import { barsFromOn, barsJustBefore, type ProgressStep } from './progressPaths';

/**
 * The progress offered for a new step that takes position `at` of `steps` (the step there and
 * those after it follow it): halfway, rounded, between the highest figure that may be shown just
 * before it (0 at the start) and the lowest that may be shown just after it (100 at the end). Where
 * the flow already goes back there, the figure before: the bar holds on the new step.
 */
export function suggestedProgress(steps: readonly ProgressStep[], at: number): number {
  const figures = (indices: number[]) => indices.map((index) => steps[index]!.progress);
  const before = Math.max(0, ...figures(barsJustBefore(steps, at)));
  const after = Math.min(100, ...figures(barsFromOn(steps, at)));
  return Math.round(Math.min(100, after > before ? (before + after) / 2 : before));
}
