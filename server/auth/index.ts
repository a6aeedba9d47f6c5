import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app';
import { registerDevMailbox } from '../mail/devMailbox';
import { createMailTemplates } from '../mail/templates';
import { tenantDomainSuffix } from '../routes/initialConfig';
import { createBotCheck, registerBotCheckRoutes } from '../security/botCheck';
import { createRateLimiterFactory } from '../security/rateLimits';
import { createTracker } from '../tracker/createTracker';
import { createAuthenticator, registerAuthentication } from './authenticate';
import { registerCheckEmailExistsRoute } from './routes/checkEmailExists';
import { registerCheckResetTokenRoute } from './routes/checkResetToken';
import { registerCheckTenantRoute } from './routes/checkTenant';
import type { AccountContext } from './routes/context';
import { acceptEmptyJsonBody } from './routes/emptyJsonBody';
import { registerForgotDomainRoute } from './routes/forgotDomain';
import { registerForgotPasswordRoute } from './routes/forgotPassword';
import { registerGetUserDataRoute } from './routes/getUserData';
import { registerLoginRoute } from './routes/login';
import { registerLoginRedirectRoute } from './routes/loginRedirect';
import { registerLogoutRoute } from './routes/logout';
import { registerResetPasswordRoute } from './routes/resetPassword';
import { registerSignupRoute } from './routes/signup';
import { registerResendVerificationRoute, registerVerifyEmailRoute } from './routes/verifyEmail';

/**
 * Signup, login and recovery: the authenticator every route can use (requireUser), the account
 * routes under the API base, /api/central/loginRedirect, and the development mailbox when
 * DEV_MAILBOX turns it on.
 */
export async function registerAccounts(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config, brand, database } = deps;
  const db = database.db;
  const suffix = tenantDomainSuffix(config, brand);
  registerAuthentication(app, createAuthenticator(db, config.authHeaderName));
  const shared = {
    db,
    jobs: deps.jobs,
    config,
    brand,
    flow: deps.flow,
    botCheck: createBotCheck(config, brand, db),
    tracker: createTracker(config, db),
    mails: createMailTemplates(config, brand, suffix),
    tenantDomainSuffix: suffix,
  };

  await app.register(
    async (api) => {
      const ctx: AccountContext = {
        ...shared,
        limit: await createRateLimiterFactory(api, config.rateLimit),
      };
      registerBotCheckRoutes(api, ctx.botCheck);
      registerCheckEmailExistsRoute(api, ctx);
      registerSignupRoute(api, ctx);
      registerCheckTenantRoute(api, ctx);
      registerLoginRoute(api, ctx);
      registerForgotPasswordRoute(api, ctx);
      registerResetPasswordRoute(api, ctx);
      registerCheckResetTokenRoute(api, ctx);
      registerForgotDomainRoute(api, ctx);
      registerVerifyEmailRoute(api, ctx);
      await api.register(async (optionalBody) => {
        acceptEmptyJsonBody(optionalBody);
        registerGetUserDataRoute(optionalBody, ctx);
        registerLogoutRoute(optionalBody, ctx);
        registerResendVerificationRoute(optionalBody, ctx);
      });
    },
    { prefix: config.apiBase },
  );

  await app.register(async (central) => registerLoginRedirectRoute(central, shared), {
    prefix: '/api/central',
  });

  if (config.devMailbox && config.smtpUrl) {
    deps.logger.warn('DEV_MAILBOX is ignored while SMTP_URL is set: mail leaves by SMTP');
  } else if (config.devMailbox) {
    registerDevMailbox(app, db, config.apiBase);
  }
}
