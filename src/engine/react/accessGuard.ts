import { EMPTY_ONBOARDING_FIELDS, type OnboardingUserData } from '../../../shared/contract';
import type { FlowManifest, FlowStep } from '../../../shared/flow/types';
import type { UserDataState } from './wizardEnvironment';
import { signupStep } from '../../../shared/flow/configFlow';

export type AccessDecision =
  { kind: 'user' } | { kind: 'newSignup' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * The access guard of the session routes: with no signed-in user go to /login,
 * except on the signup step (role 'signup'), which a new signup with its signup data may see;
 * without that data (or with it but not its passwords, after a reload) it goes back to /signup,
 * which asks for what is missing. A session token without user data yet (just signed in) waits.
 */
export function accessDecision(
  step: Pick<FlowStep, 'role'>,
  status: UserDataState['status'],
  hasSessionToken: boolean,
  hasSignupDraft: boolean,
): AccessDecision {
  if (status !== 'signedOut') return status === 'ready' ? { kind: 'user' } : { kind: 'wait' };
  if (hasSessionToken) return { kind: 'wait' };
  if (step.role !== 'signup') return { kind: 'redirect', to: '/login' };
  return hasSignupDraft ? { kind: 'newSignup' } : { kind: 'redirect', to: '/signup' };
}

/** The user data a new signup's subdomain step starts from: no account, nothing stored yet. */
export function newSignupUserData(flow: FlowManifest): OnboardingUserData {
  return {
    ...EMPTY_ONBOARDING_FIELDS,
    userId: '',
    email: '',
    name: '',
    isEmailVerified: false,
    stepName: signupStep(flow)?.name ?? '',
    hideSteps: [],
    subDomain: null,
    tenantDomain: null,
    selectedPlan: null,
    language: null,
    configVersion: null,
  };
}
