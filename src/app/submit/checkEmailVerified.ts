import { ApiCallError } from '../../api/errors';
import { getUserData } from '../../api/user';
import type { SubmitAction } from '../../engine/react/submitActions';

export const EMAIL_NOT_VERIFIED = 'email_not_verified';
const NOT_VERIFIED_MESSAGE_KEY = 'validation.email_verification.notVerified';

/**
 * Next on the verification step: the user data is read again (the mail link may have been opened in
 * another tab) and the step moves on only once the email is verified; otherwise the step's
 * isEmailVerified field says why it stays.
 */
export const checkEmailVerifiedAction: SubmitAction = async () => {
  const userData = await getUserData();
  if (!userData.isEmailVerified) {
    const message = { id: NOT_VERIFIED_MESSAGE_KEY };
    throw new ApiCallError(message.id, EMAIL_NOT_VERIFIED, undefined, {
      errors: [{ path: '/isEmailVerified', message }],
    });
  }
  return { userData, serverStepName: userData.stepName };
};
