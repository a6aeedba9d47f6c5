import { visibleSteps } from './flow';
import { isFlowStep, isTerminal } from './lookup';
import type { FlowContext, FlowManifest, StepName } from './types';

/**
 * Where a user in flight stands once moved from `oldFlow` to the flow of `next`: the first step
 * of the new flow they can see that is either where they stood or a step the old flow did not
 * have (a step added before them is asked of them too). A step the new flow dropped counts as the
 * next old step it kept. Never a step the new flow does not have; a name outside the old flow
 * (a loader, the terminal stepName) stays as it is.
 */
export function migratedStepName(
  oldFlow: FlowManifest,
  next: FlowContext,
  stored: StepName | null,
): StepName | null {
  if (!stored || !isFlowStep(oldFlow, stored) || isTerminal(oldFlow, stored)) return stored;
  const oldNames = oldFlow.steps.map((step) => step.name);
  // The stored step, or the first one after it in the old flow that the new flow still has.
  const anchor = oldNames
    .slice(oldNames.indexOf(stored))
    .find((name) => isFlowStep(next.flow, name));
  const visible = visibleSteps(next);
  const found = visible.find(
    (step) =>
      step.name === anchor ||
      !oldNames.includes(step.name) ||
      isAfter(next.flow, step.name, anchor),
  );
  return (found ?? visible.at(-1))?.name ?? stored;
}

/** Whether `name` comes after `anchor` in the flow (so the anchor itself is hidden for this user). */
function isAfter(flow: FlowManifest, name: StepName, anchor: StepName | undefined): boolean {
  if (anchor === undefined) return false;
  const names = flow.steps.map((step) => step.name);
  return names.indexOf(name) > names.indexOf(anchor);
}
