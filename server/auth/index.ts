import fastifyPlugin from 'fastify-plugin';
import { devMailboxRoutes } from '../mail/devMailbox';
import { EXPERIMENTS, SESSION_ENDED } from '../cache/channels';
import { POLL_CACHES_PLUGIN } from '../cache/pollCaches';
import { afterReplyOf } from '../http/afterReply';
import { SERVICES_PLUGIN } from '../plugins/services';
import { createBotCheck, botCheckRoutes } from '../security/botCheck';
import { createRateLimiterFactory } from '../security/rateLimits';
import { createTracker } from '../tracker/createTracker';
import type { Experiment } from '../../shared/contract/studio';
import { createAuthenticator, registerAuthentication } from './authenticate';
import { checkEmailExistsRoute } from './routes/checkEmailExists';
import { checkResetTokenRoute } from './routes/checkResetToken';
import { checkTenantRoute } from './routes/checkTenant';
import type { AccountContext } from './routes/context';
import { acceptEmptyJsonBody } from './routes/emptyJsonBody';
import { forgotDomainRoute } from './routes/forgotDomain';
import { forgotPasswordRoute } from './routes/forgotPassword';
import { getUserDataRoute } from './routes/getUserData';
import { languageRoute } from './routes/language';
import { loginRoute } from './routes/login';
import { loginRedirectRoute } from './routes/loginRedirect';
import { logoutRoute } from './routes/logout';
import { resetPasswordRoute } from './routes/resetPassword';
import { signupRoute } from './routes/signup';
import { resendVerificationRoute, verifyEmailRoute } from './routes/verifyEmail';

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
        await api.register(botCheckRoutes, { botCheckNow: ctx.botCheck });
        await api.register(checkEmailExistsRoute, ctx);
        await api.register(signupRoute, ctx);
        await api.register(checkTenantRoute, ctx);
        await api.register(loginRoute, ctx);
        await api.register(forgotPasswordRoute, ctx);
        await api.register(resetPasswordRoute, ctx);
        await api.register(checkResetTokenRoute, ctx);
        await api.register(forgotDomainRoute, ctx);
        await api.register(verifyEmailRoute, ctx);
        await api.register(languageRoute, ctx);
        await api.register(async (optionalBody) => {
          acceptEmptyJsonBody(optionalBody);
          await optionalBody.register(getUserDataRoute, ctx);
          await optionalBody.register(logoutRoute, ctx);
          await optionalBody.register(resendVerificationRoute, ctx);
        });
      },
      { prefix: config.apiBase },
    );

    await app.register(loginRedirectRoute, { ...shared, prefix: '/api/central' });

    if (config.devMailbox && config.smtpUrl) {
      app.log.warn('DEV_MAILBOX is ignored while SMTP_URL is set: mail leaves by SMTP');
    } else if (config.devMailbox) {
      await app.register(devMailboxRoutes, { db, apiBase: config.apiBase });
    }
  },
  { name: 'onramp-accounts', dependencies: [SERVICES_PLUGIN, POLL_CACHES_PLUGIN] },
);
