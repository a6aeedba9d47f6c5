import type { OnboardingUserData } from '../../../shared/contract';
import { updateUserData } from '../../api/user';
import type { FlowStep, SubmitCall } from '../../../shared/flow/types';
import { checkEmailVerifiedAction } from './actions/checkEmailVerified';
import { processPaymentAction } from './actions/processPayment';
import { signupOrUpdateDomainAction } from './actions/signupOrUpdateDomain';
import { updateStepAction } from './actions/updateStep';

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
}

export type SubmitAction = (request: SubmitRequest) => Promise<SubmitOutcome>;

const actions = new Map<SubmitCall, SubmitAction>([
  ['none', async () => ({})],
  [
    'updateUserData',
    async ({ step, values }) => {
      const userData = await updateUserData(step.name, values);
      return { userData, serverStepName: userData.stepName };
    },
  ],
  ['signupOrUpdateDomain', signupOrUpdateDomainAction],
  ['updateStep', updateStepAction],
  ['processPayment', processPaymentAction],
  ['checkEmailVerified', checkEmailVerifiedAction],
]);

/** Steps with calls of their own (signup, payment, knowledge base) register them here. */
export function registerSubmitAction(call: SubmitCall, action: SubmitAction): void {
  actions.set(call, action);
}

export function submitActionFor(call: SubmitCall): SubmitAction {
  const action = actions.get(call);
  if (!action) throw new Error(`No submit action is registered for "${call}"`);
  return action;
}
