import type { OnboardingUserData } from '../../../shared/contract';
import type { FlowStep, SubmitCall } from '../../../shared/flow/types';

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

/** What each submit call of a flow manifest runs: the app's saves, or a preview's. */
export type SubmitActions = (call: SubmitCall) => SubmitAction;
