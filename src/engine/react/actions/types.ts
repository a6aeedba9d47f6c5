import type { OnboardingUserData } from '../../../../shared/contract';
import type { FlowStep } from '../../../../shared/flow/types';

export interface SubmitRequest {
  step: FlowStep;
  /** Only the fields the binding names. */
  values: Record<string, unknown>;
  userData: OnboardingUserData;
}

export interface SubmitOutcome {
  /** The user data as the server now has it, merged into state. */
  userData?: OnboardingUserData;
  /** The server's stepName, for bindings whose next is "server". */
  serverStepName?: string;
  /**
   * The step the server says opens next (a step save's nextStepName; null: signup is complete).
   * Unset when the reply did not say: the browser works it out from the flow.
   */
  nextStepName?: string | null;
}

export type SubmitAction = (request: SubmitRequest) => Promise<SubmitOutcome>;

/**
 * A step save's reply split into the user data and the step the server says opens next
 * (StepSaveReply.nextStepName), which is only there when the server sent it.
 */
export function fromSaveReply<T extends object>(
  reply: T,
): { data: Omit<T, 'nextStepName'>; next: Pick<SubmitOutcome, 'nextStepName'> } {
  const { nextStepName, ...data } = reply as T & { nextStepName?: unknown };
  const next = typeof nextStepName === 'string' || nextStepName === null ? { nextStepName } : {};
  return { data, next };
}
