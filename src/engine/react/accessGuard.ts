import { EMPTY_ONBOARDING_FIELDS, type OnboardingUserData } from '../../../shared/contract';
import type { UserDataState } from '../../state/userData';

/** The step a new signup reaches before it has an account: it submits the signup draft. */
export const SIGNUP_STEP = 'tenant_domain';

export type AccessDecision =
  { kind: 'user' } | { kind: 'newSignup' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * The access guard of the session routes (spec section 2): with no signed-in user go to /login,
 * except on tenant_domain, which a new signup with its signup data may see; without that data it
 * goes back to /signup. A session token without user data yet (just signed in) waits for it.
 */
export function accessDecision(
  stepName: string,
  status: UserDataState['status'],
  hasSessionToken: boolean,
  hasSignupDraft: boolean,
): AccessDecision {
  if (status !== 'signedOut') return status === 'ready' ? { kind: 'user' } : { kind: 'wait' };
  if (hasSessionToken) return { kind: 'wait' };
  if (stepName !== SIGNUP_STEP) return { kind: 'redirect', to: '/login' };
  return hasSignupDraft ? { kind: 'newSignup' } : { kind: 'redirect', to: '/signup' };
}

/** The user data a new signup's subdomain step starts from: no account, nothing stored yet. */
export const NEW_SIGNUP_USER_DATA = {
  ...EMPTY_ONBOARDING_FIELDS,
  userId: '',
  email: '',
  name: '',
  isEmailVerified: false,
  stepName: SIGNUP_STEP,
  hideSteps: [],
  subDomain: null,
  tenantDomain: null,
  selectedPlan: null,
} satisfies OnboardingUserData;
