import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../../http/envelope';
import { isValidEmail, normalizeEmail } from '../../users/email';
import type { UserRow } from '../../users/userData';
import type { AccountContext } from './context';
import { loginUrl } from './replies';
import { text } from './validation';

export const INVALID_SIGNUP_EMAIL_MESSAGE = message('validation.signup.email');
export const USER_EXISTS_TEXT = '* This user already exists.';
export const USER_EXISTS_MESSAGE = message('errors.userExists');
const DEFAULT_TENANT_ID = 'helpdesk';

/** What the signup form shows for an address that already has an account. */
export function existingUserData(user: UserRow, publicUrl: string) {
  return {
    show_login: true,
    displayMessage: USER_EXISTS_TEXT,
    loginURL: loginUrl(publicUrl),
    tenantId: user.sub_domain || DEFAULT_TENANT_ID,
  };
}

export const checkEmailExistsRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { email: string } }>(
    '/user/checkEmailExists',
    {
      schema: {
        body: { type: 'object', required: ['email'], properties: { email: text(320) } },
      },
      preValidation: ctx.limit('checkEmailExists', () => undefined).byAddress,
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) {
        throw new ApiError(400, 'invalid_email', INVALID_SIGNUP_EMAIL_MESSAGE);
      }
      const user = await ctx.users.findByEmail(email);
      if (!user) return ok(false);
      return ok(
        existingUserData(user, ctx.config.publicUrl),
        USER_EXISTS_TEXT,
        'user_already_exist',
      );
    },
  );
};
