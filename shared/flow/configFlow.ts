/** The flow of a page's configuration and what its stored stepName says, for the browser's screens. */
import { isTerminal, stepWithRole } from './lookup';
import type { FlowManifest, FlowStep } from './types';

/**
 * The stepName the server stores once the payment is confirmed, while the workspace is built; once
 * it is, the flow's terminalStepName.
 */
export const TENANT_BUILDING_STEP = 'tenant_building_loader';

/** The flow of the page's configuration version (the live one, or the signed-in user's own). */
export function flowOf(config: {
  configuration?: { flow?: FlowManifest };
}): FlowManifest | undefined {
  return config.configuration?.flow;
}

/** The step a new signup submits its account from (role 'signup'). */
export function signupStep(flow: FlowManifest | undefined): FlowStep | undefined {
  return flow ? stepWithRole(flow, 'signup') : undefined;
}

/** The step that waits for the email to be verified: the one whose Next checks it. */
export function emailVerificationStep(flow: FlowManifest | undefined): FlowStep | undefined {
  return flow?.steps.find((step) => step.submit?.call === 'checkEmailVerified');
}

/** Whether a stored stepName says the workspace is built (the flow's terminalStepName). */
export function isTerminalStepName(
  flow: FlowManifest | undefined,
  storedStepName: string | null | undefined,
): boolean {
  return flow !== undefined && isTerminal(flow, storedStepName);
}

/** Whether a stored stepName says the owner has paid: the workspace is being built, or is built. */
export function hasPaid(
  flow: FlowManifest | undefined,
  storedStepName: string | null | undefined,
): boolean {
  return storedStepName === TENANT_BUILDING_STEP || isTerminalStepName(flow, storedStepName);
}
