/**
 * Query parameters read when the app loads, then removed from the address (docs/public-forms.md).
 * success=true is left to the page that uses it (the email-verification step), which removes it.
 */
export interface LandingParams {
  loginRedirectToken: string | null;
  tokenSubmitPath: string | null;
  selectedPlanId: string | null;
}

const CONSUMED = ['login-redirect-token', 'token-submit-path', 'selectedPlanId'] as const;

export function readLandingParams(search: string): LandingParams {
  const params = new URLSearchParams(search);
  const value = (name: string) => {
    const raw = params.get(name);
    return raw && raw.trim() ? raw.trim() : null;
  };
  return {
    loginRedirectToken: value('login-redirect-token'),
    tokenSubmitPath: value('token-submit-path'),
    selectedPlanId: value('selectedPlanId'),
  };
}

/** The search string without the parameters the app consumed ('' when none is left). */
export function withoutLandingParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CONSUMED) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function hasLandingParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return CONSUMED.some((name) => params.has(name));
}

/**
 * Where a login-redirect's actionType leads, once any session is stored: a
 * verified email opens the flow's email-verification step (its path is given) with success=true.
 */
export function loginRedirectTarget(
  actionType: string,
  hasSignupToken: boolean,
  emailVerificationPath: string | undefined,
): string {
  if (actionType === 'login') return 'resume';
  if (actionType === 'email_verification' && hasSignupToken)
    return emailVerificationPath ? `${emailVerificationPath}?success=true` : 'resume';
  return '/login';
}
