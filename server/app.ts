import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { join } from 'node:path';
import { registerAccounts } from './auth';
import type { Brand } from './brand/brand';
import { registerFaviconRoute } from './brand/faviconRoute';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { FlowService } from './flow/flowService';
import type { StepValidator } from './flow/stepValidators';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerInputHygiene } from './http/inputHygiene';
import { registerOpenApiRoute } from './http/openApi';
import { recordRoutes } from './http/routeCatalog';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import type { JobQueue } from './jobs/queue';
import { buildInitialConfig, registerInitialConfigRoute } from './routes/initialConfig';
import { registerLocaleRoutes } from './routes/locales';
import { registerOnboarding } from './onboarding';
import { registerPayments } from './payments/routes';
import { registerTenants } from './tenants/routes';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  jobs: JobQueue;
  brand: Brand;
  logger: Logger;
  /** Decides the stepName stored after a step is saved. */
  flow: FlowService;
  /** Each step of the active flow's schema, compiled once at start. */
  stepValidators: Map<string, StepValidator>;
}

/** Builds the HTTP application from already-started dependencies; it owns none of them. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, brand } = deps;
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: process.env.TRUST_PROXY === 'true',
    return503OnClosing: true,
    ajv: { customOptions: { allErrors: false, coerceTypes: false, removeAdditional: false } },
    frameworkErrors: answerFrameworkError,
  });
  registerErrorHandling(app, config.bodyLimit);
  registerInputHygiene(app);
  recordRoutes(app);
  await registerSecurityHeaders(app, {
    recaptcha: Boolean(config.recaptchaSiteKey && config.recaptchaSecret),
  });

  const initialConfig = buildInitialConfig(config, brand);
  await app.register(
    async (api) => {
      // Only what every page start downloads is compressed here (the locales are the big one):
      // the hook costs the small, hot polling answers more than it saves. Built assets are precompressed.
      await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
      registerInitialConfigRoute(api, initialConfig);
      registerLocaleRoutes(api, brand);
    },
    { prefix: config.apiBase },
  );
  await registerTenants(app, deps);
  await registerAccounts(app, deps);
  await registerPayments(app, deps);
  await registerOnboarding(app, deps);

  registerOpenApiRoute(app, config.apiBase, brand.manifest.name);
  registerFaviconRoute(app, brand);
  await registerSpa(app, {
    preloadApiPaths: ['/getInitialConfig', `/locales/${initialConfig.brand.locales[0] ?? 'en'}`],
    staticDir: config.staticDir,
    apiBase: config.apiBase,
    brandsDir: join(config.rootDir, 'brands'),
  });
  return app;
}
