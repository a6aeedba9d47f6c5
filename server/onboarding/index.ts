import type { FastifyPluginAsync } from 'fastify';
import { registerPaymentPlanRoutes } from '../routes/paymentPlans';
import { createFileStorage } from '../storage/createFileStorage';
import { registerUploadsRoute } from '../storage/uploadsRoute';
import { hookedStepLookup } from './hookedSteps';
import { createStepHooks } from './hooks';
import { LOGO_FIELD, registerLogoRoutes } from './logoRoutes';
import { registerOnboardingRoutes } from './routes';
import type { SaveStepDependencies } from './saveStepData';
import { registerUpdateDomainNameRoute } from './updateDomainNameRoute';
import { registerUpdateStepRoute } from './updateStepRoute';

/**
 * The wizard's routes under the API base: the generic step save with its step hooks, updateStep,
 * updateDomainName, the logo upload and delete, and the plan lists; and /uploads for stored logos.
 */
export const onboardingPlugin: FastifyPluginAsync = async (app) => {
  const { config, brand, flow, db, stepValidators, tenantDomainSuffix } = app;
  const storage = createFileStorage(config);
  const save: SaveStepDependencies = {
    db,
    flow,
    validators: stepValidators,
    tenantDomainSuffix,
    hooks: createStepHooks({ config, brand, jobs: app.jobs, flow, tenantDomainSuffix }),
  };
  await app.register(
    async (api) => {
      registerOnboardingRoutes(api, save);
      registerUpdateStepRoute(api, save, hookedStepLookup(flow, stepValidators, config.rootDir));
      registerUpdateDomainNameRoute(api, { db, flow, tenantDomainSuffix });
      registerPaymentPlanRoutes(api, brand);
      await registerLogoRoutes(api, {
        db,
        storage,
        flow,
        tenantDomainSuffix,
        logoStepName: [...stepValidators].find(([, v]) => v.fields.includes(LOGO_FIELD))?.[0],
      });
    },
    { prefix: config.apiBase },
  );
  registerUploadsRoute(app, storage);
};
