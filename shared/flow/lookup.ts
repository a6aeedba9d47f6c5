import type { FlowManifest, FlowStep, StepName, StepRole } from './types';

/**
 * Looking a step up in a flow manifest, without its rules: what the shell needs before any step
 * shows (flow.ts, with the conditions, comes with the screens that walk the flow).
 */

export function findStep(flow: FlowManifest, name: StepName): FlowStep | undefined {
  return flow.steps.find((step) => step.name === name);
}

export function isFlowStep(flow: FlowManifest, name: StepName): boolean {
  return findStep(flow, name) !== undefined;
}

/** The step that has this role in the flow (the signup step, the loader, the payment step). */
export function stepWithRole(flow: FlowManifest, role: StepRole): FlowStep | undefined {
  return flow.steps.find((step) => step.role === role);
}

/** Whether the user's stored stepName says the workspace is paid for and built. */
export function isTerminal(
  flow: FlowManifest,
  storedStepName: StepName | null | undefined,
): boolean {
  return storedStepName === flow.terminalStepName;
}

/** Position of the step in the flow order, or -1 when the flow has no such step. */
export function stepIndex(flow: FlowManifest, name: StepName): number {
  return flow.steps.findIndex((step) => step.name === name);
}
