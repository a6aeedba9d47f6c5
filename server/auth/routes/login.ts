import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message } from '../../http/envelope';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import { normalizeEmail } from '../../users/email';
import { tenantDomainOf } from '../../users/userData';
import { tenantEntryUrl } from '../../tenants/tenantLinks';
import { createSession } from '../sessions';
import { readTenantName } from './checkTenant';
import { bodyKey } from '../../security/rateLimits';
import type { AccountContext } from './context';
import { authReply, tenantUrl } from './replies';
import { text } from './validation';

interface LoginBody {
  tenantId: string;
  email: string;
  password: string;
  gRecaptchaToken?: string;
}

/** One message for every wrong combination, so a reply never tells which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = message('errors.invalidCredentials');

function invalidCredentials(): ApiError {
  return new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
}

export const loginRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  const limit = ctx.limit('login', (request) => bodyKey(request, 'email'));
  api.post<{ Body: LoginBody }>(
    '/user/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tenantId', 'email', 'password'],
          properties: {
            tenantId: text(100),
            email: text(320),
            password: text(256),
            gRecaptchaToken: text(20_000),
          },
        },
      },
      preValidation: limit.byAddress,
    },
    async (request, reply) => {
      const tenant = readTenantName(request.body.tenantId, '/tenantId');
      await ctx.botCheck().verify(request.body.gRecaptchaToken, request.ip);
      await limit.byAccount(request, reply);
      const user = await ctx.users.findByEmail(normalizeEmail(request.body.email));
      if (!user || user.sub_domain !== tenant) {
        await verifyAgainstDecoy(request.body.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        throw invalidCredentials();
      }
      const session = await createSession(ctx.db, user.id, ctx.config.sessionTtlSeconds);
      const redirect =
        user.step_name === (await ctx.configs.of(user.config_version_id)).flow.terminalStepName
          ? {
              action: 'user_redirect',
              // The tenant's host, signed in once with a one-time token when its workspace is ready.
              url:
                (await tenantEntryUrl(ctx.tenants, user.id, {
                  publicUrl: ctx.config.publicUrl,
                  tenantDomainSuffix: ctx.tenantDomainSuffix,
                })) ?? tenantUrl(ctx.config.publicUrl, user.sub_domain, ctx.tenantDomainSuffix),
            }
          : {};
      return authReply(session, ctx.config.authHeaderName, {
        stepName: user.step_name,
        tenantDomain: tenantDomainOf(user.sub_domain, ctx.tenantDomainSuffix),
        ...redirect,
      });
    },
  );
};
