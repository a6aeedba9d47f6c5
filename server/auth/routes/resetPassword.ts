import type { FastifyPluginAsync } from 'fastify';
import { message, ok } from '../../http/envelope';
import { hashPassword, meetsPasswordRule } from '../../security/passwords';
import { inspectOneTimeToken, spendAllOneTimeTokens, spendOneTimeToken } from '../oneTimeTokens';
import { signOutEverywhere } from '../signOutEverywhere';
import type { AccountContext } from './context';
import {
  noUserFound,
  passwordConstraintsFailed,
  passwordUpdateFailed,
  tokenNotValid,
  tokenNotVerified,
} from './recoveryErrors';
import { linkTokenField, text } from './validation';

export const resetPasswordRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { token: string; password: string } }>(
    '/user/resetPassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: { token: linkTokenField, password: text(256) },
        },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const found = await inspectOneTimeToken(ctx.db, 'password_reset', token);
      if (found.state === 'unknown') throw tokenNotValid();
      if (found.state !== 'valid') throw tokenNotVerified();
      const user = found.userId ? await ctx.users.findById(found.userId) : undefined;
      if (!user) throw noUserFound(message('errors.noUserWithProvidedEmail'));
      // Checked before anything is written: a weak password leaves the link usable.
      if (!meetsPasswordRule(password)) throw passwordConstraintsFailed();
      const passwordHash = await hashPassword(password);
      const { tokenId } = found;
      let spent: boolean;
      try {
        spent = await ctx.db.transaction().execute(async (trx) => {
          if (!(await spendOneTimeToken(trx, tokenId))) return false;
          if (!(await ctx.users.updatePasswordHash(user.id, passwordHash, trx))) {
            throw new Error('the user was deleted during the reset');
          }
          await spendAllOneTimeTokens(trx, user.id, 'password_reset');
          await signOutEverywhere(ctx.tenants, trx, user.id);
          return true;
        });
      } catch (error) {
        request.log.error({ err: error, userId: user.id }, 'password update failed');
        throw passwordUpdateFailed();
      }
      if (!spent) throw tokenNotVerified();
      return ok({ tenantName: user.sub_domain }, 'Password updated!');
    },
  );
};
