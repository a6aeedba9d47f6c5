import { ApiError, message } from '../../http/envelope';

/** Section 8's recovery codes with the messages the spec pairs them with. */
export const noUserFound = (msg = message('errors.noUserWithEmail')) =>
  new ApiError(404, 'NO_USER_FOUND_WITH_EMAIL', msg);
export const emailNotSent = () =>
  new ApiError(503, 'EMAIL_NOT_SENT', message('errors.emailNotSent'));
export const tokenNotValid = () =>
  new ApiError(400, 'TOKEN_NOT_VALID', message('errors.tokenNotValid'));
export const tokenNotVerified = () =>
  new ApiError(410, 'TOKEN_NOT_VERIFIED', message('errors.tokenNotVerified'));
export const passwordConstraintsFailed = () =>
  new ApiError(400, 'PASSWORD_CONSTRAINTS_FAILED', message('errors.passwordConstraintsFailed'));
export const passwordUpdateFailed = () =>
  new ApiError(500, 'PASSWORD_UPDATE_FAILED', message('errors.passwordUpdateFailed'));

export const INVALID_RECOVERY_EMAIL_MESSAGE = message('errors.invalidRecoveryEmail');
