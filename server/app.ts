import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { AppDependencies } from './appDependencies';
import { accountsPlugin } from './auth';
import { brandPlugin } from './config/brand/brandPlugin';
import { analyticsPlugin } from './analytics';
import { checkAnswers } from './http/answerCheck';
import { frameworkErrorAnswer, registerErrorHandling } from './http/errors';
import { registerInputHygiene } from './http/inputHygiene';
import { registerOpenApi } from './http/openApiDocument';
import { recordRoutes } from './http/routeCatalog';
import { registerSecurityHeaders } from './http/security';
import { STUDIO_PREVIEW_BASE_PATH } from '../shared/routes/appPaths';
import { registerSpa } from './http/spa';
import { AppPage } from './http/appPage';
import { configRoutesPlugin } from './config/runtime/routes';
import { schemaModuleUrl, versionBase } from './config/runtime/moduleUrls';
import { onboardingPlugin } from './onboarding';
import { paymentsPlugin } from './payments/routes';
import { pollCachesPlugin } from './cache/pollCaches';
import { servicesPlugin } from './plugins/services';
import { studioPlugin } from './studio';
import { tenantsPlugin } from './tenants';
import { closeQuietConnectionsOnClose } from './http/quietConnections';

/**
 * Builds the HTTP application from already-started dependencies; it owns none of them. The
 * services plugin decorates the instance with them once; each feature is a plugin reading them.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, brand } = deps;
  const appPage = new AppPage();
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    ajv: { customOptions: { allErrors: false, coerceTypes: false, removeAdditional: false } },
    frameworkErrors: frameworkErrorAnswer(deps.messages, appPage),
  });
  await app.register(servicesPlugin, deps);
  await app.register(pollCachesPlugin);
  registerErrorHandling(app, deps.messages, appPage);
  registerInputHygiene(app);
  closeQuietConnectionsOnClose(app);
  recordRoutes(app);
  await registerOpenApi(app, { apiBase: config.apiBase, title: brand.manifest.name });
  if (config.checkAnswers) checkAnswers(app, config.apiBase);
  await registerSecurityHeaders(app, {
    recaptcha: Boolean(config.recaptchaSiteKey && config.recaptchaSecret),
    framedBySelf: [`${STUDIO_PREVIEW_BASE_PATH}/`],
  });

  await app.register(configRoutesPlugin);
  await app.register(tenantsPlugin);
  await app.register(accountsPlugin);
  await app.register(paymentsPlugin);
  await app.register(onboardingPlugin);
  await app.register(analyticsPlugin);
  await app.register(studioPlugin);

  await app.register(brandPlugin);
  await registerSpa(app, {
    appPage,
    preloadApiPaths: ['/getInitialConfig', `/locales/${brand.defaultLanguage}`],
    branding: () => {
      const { appConfig } = deps.configs.live().brand;
      return { title: appConfig.name, favicon: appConfig.favicon, lang: brand.defaultLanguage };
    },
    staticDir: config.staticDir,
    apiBase: config.apiBase,
    brandsDir: join(config.rootDir, 'brands'),
    formModule: (form) => {
      const live = deps.configs.live();
      const module = live.schemaModule('forms', form);
      return (
        module && {
          url: schemaModuleUrl(versionBase(config.apiBase, live.versionId), 'forms', form),
          runtimeModules: module.runtimeModules,
          renderers: module.renderers,
        }
      );
    },
  });
  return app;
}
