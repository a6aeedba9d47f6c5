import type { FastifyPluginAsync } from 'fastify';
import { registerEventReportRoutes } from '../analytics/routes';
import { createFileStorage } from '../storage/createFileStorage';
import { registerUploadsRoute } from '../storage/uploadsRoute';
import { createStepHooks } from './hooks';
import { registerLogoRoutes } from './logoRoutes';
import { registerOnboardingRoutes } from './routes';
import type { SaveStepDependencies } from './saveStepData';
import { registerUpdateDomainNameRoute } from './updateDomainNameRoute';
import { registerUpdateStepRoute } from './updateStepRoute';

/**
 * The wizard's routes under the API base: the generic step save with its step hooks, updateStep,
 * updateDomainName, the logo upload and delete; and /uploads for stored logos.
 */
export const onboardingPlugin: FastifyPluginAsync = async (app) => {
  const { config, brand, configs, db, tenantDomainSuffix } = app;
  const storage = createFileStorage(config);
  const save: SaveStepDependencies = {
    db,
    configs,
    tenantDomainSuffix,
    hooks: createStepHooks({ config, brand, jobs: app.jobs, tenantDomainSuffix }),
  };
  await app.register(
    async (api) => {
      registerOnboardingRoutes(api, save);
      registerEventReportRoutes(api, { db, configs, tenantDomainSuffix });
      registerUpdateStepRoute(api, save);
      registerUpdateDomainNameRoute(api, { db, configs, tenantDomainSuffix });
      await registerLogoRoutes(api, {
        db,
        storage,
        configs,
        tenantDomainSuffix,
      });
    },
    { prefix: config.apiBase },
  );
  registerUploadsRoute(app, storage);
};
