import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import { ownMessage } from './ownMessage';

const GENERIC = 'app.genericError';

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
 * Forgot password and forgot subdomain: the codes, matched case-insensitively after
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
