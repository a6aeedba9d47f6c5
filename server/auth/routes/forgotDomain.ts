import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { insertOutboxMail } from '../../mail/outbox';
import { isValidEmail, normalizeEmail } from '../../users/email';
import { bodyKey, bothLimits } from '../../security/rateLimits';
import type { AccountContext } from './context';
import { deliverCommittedMail } from './delivery';
import { emailNotSent, INVALID_RECOVERY_EMAIL_MESSAGE, noUserFound } from './recoveryErrors';
import { invalidFields, text } from './validation';

export const forgotDomainRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { email: string } }>(
    '/user/forgotDomain',
    {
      schema: {
        body: { type: 'object', required: ['email'], properties: { email: text(320) } },
      },
      preValidation: bothLimits(ctx.limit('forgotDomain', (request) => bodyKey(request, 'email'))),
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) {
        throw invalidFields([{ path: '/email', message: INVALID_RECOVERY_EMAIL_MESSAGE }]);
      }
      const user = await ctx.users.findByEmail(email);
      if (!user) throw noUserFound();
      let mailId: string;
      try {
        mailId = await insertOutboxMail(
          ctx.db,
          ctx.mails.subdomainReminder({
            to: user.email,
            firstName: user.first_name,
            language: user.language,
            tenant: user.sub_domain,
          }),
        );
      } catch (error) {
        request.log.error({ err: error }, 'could not store the subdomain reminder');
        throw emailNotSent();
      }
      if (!(await deliverCommittedMail(ctx.jobs, mailId, request.log))) throw emailNotSent();
      return ok(null, 'We have sent you the details on your email.');
    },
  );
};
