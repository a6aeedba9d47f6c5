import { ApiError } from '../../http/envelope';

/** Section 8's recovery codes with the messages the spec pairs them with. */
export const noUserFound = (msg = 'Email does not exists!') =>
  new ApiError(404, 'NO_USER_FOUND_WITH_EMAIL', msg);
export const emailNotSent = () => new ApiError(503, 'EMAIL_NOT_SENT', 'Failed To Send Email!');
export const tokenNotValid = () => new ApiError(400, 'TOKEN_NOT_VALID', 'Token is not valid');
export const tokenNotVerified = () => new ApiError(410, 'TOKEN_NOT_VERIFIED', 'Token not verified');
export const passwordConstraintsFailed = () =>
  new ApiError(400, 'PASSWORD_CONSTRAINTS_FAILED', 'Password constraints failed');
export const passwordUpdateFailed = () =>
  new ApiError(500, 'PASSWORD_UPDATE_FAILED', 'Password update failed');

export const INVALID_RECOVERY_EMAIL_MESSAGE = 'Please enter a valid email address.';
