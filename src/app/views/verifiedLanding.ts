import { isStepReached, landingStepName } from '../../../shared/flow';
import type { FlowContext } from '../../../shared/flow/types';
import { stepPath } from '../../../shared/routes/appPaths';

export type VerifiedLanding =
  /** The verification step, which opens its success modal for success=true. */
  | { kind: 'successModal'; to: string }
  /** A page that says the email is verified, with a link on. */
  | { kind: 'verifiedPage'; continueTo: string };

/**
 * Where a verification link leads once its token is spent. The owner signed in here who has
 * reached the verification step sees its success modal. One who opened the mail early (still on
 * an earlier step, where the wizard would send them back without a word) or whose flow hides the
 * step is told on the page and led to their own step; with nobody signed in here, to the login.
 */
export function verifiedLanding(
  owner: FlowContext | null,
  verificationStepName: string | undefined,
): VerifiedLanding {
  if (!owner) return { kind: 'verifiedPage', continueTo: '/login' };
  if (verificationStepName && isStepReached(owner, verificationStepName)) {
    return { kind: 'successModal', to: `${stepPath(verificationStepName)}?success=true` };
  }
  const ownStep = landingStepName(owner, owner.userData.stepName);
  return { kind: 'verifiedPage', continueTo: ownStep ? stepPath(ownStep) : '/login' };
}
