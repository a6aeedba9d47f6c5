import type { SubmitCall } from '../../../shared/flow/types';
import { checkEmailVerifiedAction } from './actions/checkEmailVerified';
import { processPaymentAction } from './actions/processPayment';
import { signupOrUpdateDomainAction } from './actions/signupOrUpdateDomain';
import type { SubmitAction } from './actions/types';
import { updateStepAction } from './actions/updateStep';
import { updateUserDataAction } from './actions/updateUserData';

export type { SubmitAction, SubmitOutcome, SubmitRequest } from './actions/types';

/** The action each submit call of a flow manifest runs. */
const actions: Record<SubmitCall, SubmitAction> = {
  none: async () => ({}),
  updateUserData: updateUserDataAction,
  signupOrUpdateDomain: signupOrUpdateDomainAction,
  updateStep: updateStepAction,
  processPayment: processPaymentAction,
  checkEmailVerified: checkEmailVerifiedAction,
};

/** What each submit call of a flow manifest runs. */
export type SubmitActions = (call: SubmitCall) => SubmitAction;

export function submitActionFor(call: SubmitCall): SubmitAction {
  const action = Object.hasOwn(actions, call) ? actions[call] : undefined;
  if (!action) throw new Error(`No submit action is registered for "${call}"`);
  return action;
}
