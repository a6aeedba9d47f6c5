import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { insertOutboxMail } from '../../mail/outbox';
import { isValidEmail, normalizeEmail } from '../../users/email';
import { normalizeSubdomain } from '../../users/subdomain';
import { issueOneTimeToken } from '../oneTimeTokens';
import { bodyKey, bothLimits } from '../../security/rateLimits';
import type { AccountContext } from './context';
import { deliverCommittedMail } from './delivery';
import { emailNotSent, INVALID_RECOVERY_EMAIL_MESSAGE, noUserFound } from './recoveryErrors';
import { invalidFields, text } from './validation';

interface ForgotPasswordBody {
  email: string;
  tenantId?: string | null;
}

export const forgotPasswordRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: ForgotPasswordBody }>(
    '/user/forgotPassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: text(320), tenantId: { type: ['string', 'null'], maxLength: 100 } },
        },
      },
      preValidation: bothLimits(
        ctx.limit('forgotPassword', (request) => bodyKey(request, 'email')),
      ),
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) {
        throw invalidFields([{ path: '/email', message: INVALID_RECOVERY_EMAIL_MESSAGE }]);
      }
      const tenant = normalizeSubdomain(request.body.tenantId ?? '');
      const user = await ctx.users.findByEmail(email);
      if (!user || (tenant !== '' && user.sub_domain !== tenant)) throw noUserFound();
      const ttlSeconds = ctx.config.passwordResetTtlSeconds;
      let mailId: string;
      try {
        mailId = await ctx.db.transaction().execute(async (trx) => {
          const token = await issueOneTimeToken(trx, 'password_reset', user.id, ttlSeconds);
          const mail = ctx.mails.passwordReset({
            to: user.email,
            firstName: user.first_name,
            language: user.language,
            tenant: user.sub_domain,
            token,
            ttlSeconds,
          });
          return insertOutboxMail(trx, mail);
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not store the password reset mail');
        throw emailNotSent();
      }
      if (!(await deliverCommittedMail(ctx.jobs, mailId, request.log))) throw emailNotSent();
      return ok(null, 'Password reset email sent!');
    },
  );
};
