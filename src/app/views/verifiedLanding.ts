import { isStepReached, landingStepName } from '../../../shared/flow';
import type { FlowContext } from '../../../shared/flow/types';
import { stepPath } from '../../../shared/routes/appPaths';

/** Who opened the link: the account it verified, nobody signed in, or another signed-in account. */
export type LinkReader = 'owner' | 'signedOut' | 'otherAccount';

export type VerifiedLanding =
  /** The verification step, which opens its success modal for success=true. */
  | { kind: 'successModal'; to: string }
  /** A page that says the email is verified, with a link on. */
  | { kind: 'verifiedPage'; reader: LinkReader; continueTo: string };

/** The account signed in where the link was opened: its email and its place in the flow. */
export interface SignedInAccount {
  email: string;
  context: FlowContext;
}

/**
 * Where a verification link leads once its token is spent. The owner signed in here who has
 * reached the verification step sees its success modal. One who opened the mail early (still on
 * an earlier step, where the wizard would send them back without a word) or whose flow hides the
 * step is told on the page and led to their own step; with nobody signed in here, to the login.
 * A link to another account's address says so, and never shows this account a success it lacks.
 */
export function verifiedLanding(
  verifiedEmail: string,
  signedIn: SignedInAccount | null,
  verificationStepName: string | undefined,
): VerifiedLanding {
  if (!signedIn) return { kind: 'verifiedPage', reader: 'signedOut', continueTo: '/login' };
  const { context } = signedIn;
  const ownStep = landingStepName(context, context.userData.stepName);
  const continueTo = ownStep ? stepPath(ownStep) : '/login';
  if (!sameAddress(signedIn.email, verifiedEmail)) {
    return { kind: 'verifiedPage', reader: 'otherAccount', continueTo };
  }
  if (verificationStepName && isStepReached(context, verificationStepName)) {
    return { kind: 'successModal', to: `${stepPath(verificationStepName)}?success=true` };
  }
  return { kind: 'verifiedPage', reader: 'owner', continueTo };
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
