import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../../http/envelope';
import { insertOutboxMail } from '../../mail/outbox';
import { currentAuth, requireUser } from '../authenticate';
import {
  inspectOneTimeToken,
  issueOneTimeToken,
  spendAllOneTimeTokens,
  spendOneTimeToken,
} from '../oneTimeTokens';
import type { AccountContext } from './context';
import { deliverCommittedMail } from './delivery';
import { optionalBodySchema } from './emptyJsonBody';
import { bothLimits } from '../../security/rateLimits';
import { emailNotSent, noUserFound, tokenNotValid } from './recoveryErrors';
import { linkTokenField } from './validation';
import { emitWebhookEvent } from '../../webhooks/emitWebhookEvent';
import { webhookUserOf } from '../../webhooks/eventPayloads';

const tokenExpired = () =>
  new ApiError(410, 'TOKEN_EXPIRED', message('errors.verificationLinkExpired'));
const tokenUsed = () => new ApiError(410, 'TOKEN_USED', message('errors.verificationLinkUsed'));

/** POST only: the mail links to a page that posts the token, so opening the link spends nothing. */
export const verifyEmailRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { token: string } }>(
    '/user/verifyEmail',
    {
      schema: {
        body: { type: 'object', required: ['token'], properties: { token: linkTokenField } },
      },
    },
    async (request) => {
      const found = await inspectOneTimeToken(ctx.db, 'email_verification', request.body.token);
      if (found.state === 'unknown') throw tokenNotValid();
      if (found.state !== 'valid') throw found.state === 'used' ? tokenUsed() : tokenExpired();
      const user = found.userId ? await ctx.users.findById(found.userId) : undefined;
      if (!user) throw noUserFound(message('errors.noUserWithProvidedEmail'));
      const { tokenId } = found;
      const spent = await ctx.db.transaction().execute(async (trx) => {
        if (!(await spendOneTimeToken(trx, tokenId))) return false;
        await ctx.users.markEmailVerified(user.id, trx);
        await spendAllOneTimeTokens(trx, user.id, 'email_verification');
        await emitWebhookEvent(trx, ctx.jobs, ctx.brand.id, 'email.verified', {
          user: webhookUserOf(user),
          verifiedAt: new Date().toISOString(),
        });
        return true;
      });
      if (!spent) throw tokenUsed();
      return ok({ isEmailVerified: true, email: user.email }, 'Email verified successfully!');
    },
  );
};

export const resendVerificationRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post(
    '/user/resendVerificationEmail',
    {
      schema: { body: optionalBodySchema },
      preHandler: [
        requireUser,
        ...bothLimits(ctx.limit('resendVerificationEmail', (r) => r.auth?.user.id)),
      ],
    },
    async (request) => {
      const { user } = currentAuth(request);
      if (user.is_email_verified) {
        throw new ApiError(409, 'email_already_verified', message('errors.emailAlreadyVerified'));
      }
      const ttlSeconds = ctx.config.emailVerificationTtlSeconds;
      let mailId: string;
      try {
        mailId = await ctx.db.transaction().execute(async (trx) => {
          const token = await issueOneTimeToken(trx, 'email_verification', user.id, ttlSeconds);
          return insertOutboxMail(
            trx,
            ctx.mails.verification({
              to: user.email,
              firstName: user.first_name,
              language: user.language,
              token,
              ttlSeconds,
            }),
          );
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not store the verification mail');
        throw emailNotSent();
      }
      if (!(await deliverCommittedMail(ctx.jobs, mailId, request.log))) throw emailNotSent();
      return ok({ email: user.email }, 'Verification mail sent!');
    },
  );
};
