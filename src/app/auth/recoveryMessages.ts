import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';

const GENERIC = 'app.genericError';

/** The failure's own message (its msg_ref, else its words), or undefined when it has none. */
function ownMessage(error: unknown, fallback?: string): Message | undefined {
  const ref = toApiCallError(error, fallback).messageRef;
  return ref.id ? ref : undefined;
}

function codeOf(error: unknown): string {
  return toApiCallError(error).statusCode.trim().toUpperCase();
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
 */
export function recoveryErrorMessage(error: unknown): Message {
  const code = codeOf(error);
  if (RECOVERY_CODES.has(code)) return { id: `auth.recovery.errors.${code}` };
  return ownMessage(error) ?? { id: GENERIC };
}

/** Reset password: each of section 8's codes has its own message. */
export function resetErrorMessage(error: unknown): Message {
  const code = codeOf(error);
  if (RESET_CODES.has(code)) return { id: `auth.resetPassword.errors.${code}` };
  return ownMessage(error) ?? { id: GENERIC };
}

/** Tenant check: not found has its message; anything else the server's, or 'Something happened'. */
export function tenantErrorMessage(error: unknown): Message {
  if (toApiCallError(error).statusCode === 'tenant_not_found') {
    return { id: 'auth.login.tenantNotFound' };
  }
  return ownMessage(error, 'Something happened') ?? { id: 'auth.login.tenantCheckFailed' };
}
