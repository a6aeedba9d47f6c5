import fastifyPlugin from 'fastify-plugin';
import { registerDevMailbox } from '../mail/devMailbox';
import { EXPERIMENTS, SESSION_ENDED } from '../cache/channels';
import { POLL_CACHES_PLUGIN } from '../cache/pollCaches';
import { afterReplyOf } from '../http/afterReply';
import { SERVICES_PLUGIN } from '../plugins/services';
import { createBotCheck, registerBotCheckRoutes } from '../security/botCheck';
import { createRateLimiterFactory } from '../security/rateLimits';
import { createTracker } from '../tracker/createTracker';
import type { Experiment } from '../../shared/contract/studio';
import { createAuthenticator, registerAuthentication } from './authenticate';
import { registerCheckEmailExistsRoute } from './routes/checkEmailExists';
import { registerCheckResetTokenRoute } from './routes/checkResetToken';
import { registerCheckTenantRoute } from './routes/checkTenant';
import type { AccountContext } from './routes/context';
import { acceptEmptyJsonBody } from './routes/emptyJsonBody';
import { registerForgotDomainRoute } from './routes/forgotDomain';
import { registerForgotPasswordRoute } from './routes/forgotPassword';
import { registerGetUserDataRoute } from './routes/getUserData';
import { registerLanguageRoute } from './routes/language';
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
export const accountsPlugin = fastifyPlugin(
  async (app) => {
    const { config, brand, db } = app;
    // The authenticator decorates the root instance (this plugin does not encapsulate).
    registerAuthentication(
      app,
      createAuthenticator(
        db,
        config.authHeaderName,
        // An unknown token is not kept: guessing tokens must not push real sessions out.
        app.pollCaches.announced({
          channel: SESSION_ENDED,
          keepIf: (session) => session !== undefined,
        }),
      ),
    );
    const shared = {
      db,
      users: app.repositories.users,
      tenants: app.repositories.tenants,
      jobs: app.jobs,
      config,
      brand,
      configs: app.configs,
      botCheck: createBotCheck(config, () => app.configs.live().brand.manifest.botCheck, db),
      tracker: createTracker(config, db),
      mails: app.mail,
      tenantDomainSuffix: app.tenantDomainSuffix,
    };

    await app.register(
      async (api) => {
        const ctx: AccountContext = {
          ...shared,
          limit: await createRateLimiterFactory(api, config.rateLimit),
          runningExperiments: app.pollCaches.announced<Experiment | undefined>({
            channel: EXPERIMENTS,
            thisServerWrites: ['experiments'],
          }),
          afterReply: afterReplyOf(api),
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
        registerLanguageRoute(api, ctx);
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
      app.log.warn('DEV_MAILBOX is ignored while SMTP_URL is set: mail leaves by SMTP');
    } else if (config.devMailbox) {
      registerDevMailbox(app, db, config.apiBase);
    }
  },
  { name: 'onramp-accounts', dependencies: [SERVICES_PLUGIN, POLL_CACHES_PLUGIN] },
);
