import { barsJustBefore, showsBar, type ProgressStep } from './progressPaths';

/** A step whose bar would go back: its figure is lower than that of a step shown just before it. */
export interface ProgressDrop {
  /** Index of the step. */
  at: number;
  /** Index of the highest step that may be shown just before it (the nearest of equals). */
  from: number;
}

/**
 * Every step, of `steps` in the flow's order, whose progress is lower than that of the step shown
 * before it on some path (see progressPaths). A warning only: a flow may mean its bar to go back.
 */
export function progressDrops(steps: readonly ProgressStep[]): ProgressDrop[] {
  return steps.flatMap((step, at) => {
    if (!showsBar(step)) return [];
    // Highest first; the sort is stable, so the nearest of equals stays first.
    const [from] = barsJustBefore(steps, at).sort(
      (a, b) => steps[b]!.progress - steps[a]!.progress,
    );
    return from !== undefined && steps[from]!.progress > step.progress ? [{ at, from }] : [];
  });
}

/**
 * The drops a step placed at `at` of `steps` brings: its own, and those of the steps after it that
 * the bar did not drop to without it.
 */
export function dropsBroughtBy(steps: readonly ProgressStep[], at: number): ProgressDrop[] {
  const without = steps.filter((_, index) => index !== at);
  const droppedWithout = new Set(
    progressDrops(without).map((drop) => (drop.at < at ? drop.at : drop.at + 1)),
  );
  return progressDrops(steps).filter(
    (drop) => drop.at === at || (drop.from === at && !droppedWithout.has(drop.at)),
  );
}
