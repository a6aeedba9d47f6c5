import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { inspectOneTimeToken } from '../oneTimeTokens';
import type { AccountContext } from './context';
import { tokenNotValid, tokenNotVerified } from './recoveryErrors';
import { linkTokenField } from './validation';

/**
 * POST /user/checkResetToken: whether a reset link can still be used, read without spending it,
 * so the page says so before the person types a new password. Answers as resetPassword would:
 * TOKEN_NOT_VALID for a token never issued, TOKEN_NOT_VERIFIED for a used or expired one.
 */
export const checkResetTokenRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { token: string } }>(
    '/user/checkResetToken',
    {
      schema: {
        body: { type: 'object', required: ['token'], properties: { token: linkTokenField } },
      },
      preValidation: ctx.limit('checkResetToken', () => undefined).byAddress,
    },
    async (request) => {
      const found = await inspectOneTimeToken(ctx.db, 'password_reset', request.body.token);
      if (found.state === 'unknown') throw tokenNotValid();
      if (found.state !== 'valid') throw tokenNotVerified();
      return ok({ valid: true });
    },
  );
};
