import { toApiCallError } from '../../api/errors';

const GENERIC = 'app.genericError';

function codeOf(error: unknown): { code: string; message: string } {
  const failure = toApiCallError(error);
  return { code: failure.statusCode.trim().toUpperCase(), message: failure.message };
}

const RECOVERY_CODES = new Set(['NO_USER_FOUND_WITH_EMAIL', 'EMAIL_NOT_SENT']);
const RESET_CODES = new Set([
  'TOKEN_NOT_VALID',
  'NO_USER_FOUND_WITH_EMAIL',
  'TOKEN_NOT_VERIFIED',
  'PASSWORD_CONSTRAINTS_FAILED',
  'PASSWORD_UPDATE_FAILED',
  'EMAIL_NOT_SENT',
]);

/**
 * Forgot password and forgot subdomain (spec section 8): the codes, matched case-insensitively after
 * trimming, name their copy; anything else shows the server's message or 'Something went wrong!'.
 * Returns a copy key or the server's own words (both go through t()).
 */
export function recoveryErrorMessage(error: unknown): string {
  const { code, message } = codeOf(error);
  if (RECOVERY_CODES.has(code)) return `auth.recovery.errors.${code}`;
  return message || GENERIC;
}

/** Reset password: each of section 8's codes has its own message. */
export function resetErrorMessage(error: unknown): string {
  const { code, message } = codeOf(error);
  if (RESET_CODES.has(code)) return `auth.resetPassword.errors.${code}`;
  return message || GENERIC;
}

/** Tenant check: not found has its message; anything else the server's, or 'Something happened'. */
export function tenantErrorMessage(error: unknown): string {
  const failure = toApiCallError(error, 'Something happened');
  if (failure.statusCode === 'tenant_not_found') return 'auth.login.tenantNotFound';
  return failure.message || 'auth.login.tenantCheckFailed';
}
