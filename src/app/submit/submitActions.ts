import type { SubmitCall } from '../../../shared/flow/types';
import { checkEmailVerifiedAction } from './checkEmailVerified';
import { processPaymentAction } from './processPayment';
import { signupOrUpdateDomainAction } from './signupOrUpdateDomain';
import type { SubmitAction, SubmitActions } from '../../engine/react/submitActions';
import { updateStepAction } from './updateStep';
import { updateUserDataAction } from './updateUserData';

/** The action each submit call of a flow manifest runs. */
const actions: Record<SubmitCall, SubmitAction> = {
  none: async () => ({}),
  updateUserData: updateUserDataAction,
  signupOrUpdateDomain: signupOrUpdateDomainAction,
  updateStep: updateStepAction,
  processPayment: processPaymentAction,
  checkEmailVerified: checkEmailVerifiedAction,
};

/** The app's submit actions: the API's saves. */
export const submitActionFor: SubmitActions = (call: SubmitCall): SubmitAction => {
  const action = Object.hasOwn(actions, call) ? actions[call] : undefined;
  if (!action) throw new Error(`No submit action is registered for "${call}"`);
  return action;
};
