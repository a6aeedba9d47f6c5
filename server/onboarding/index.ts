import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app';
import { registerPaymentPlanRoutes } from '../routes/paymentPlans';
import { tenantDomainSuffix } from '../routes/initialConfig';
import { createFileStorage } from '../storage/createFileStorage';
import { registerUploadsRoute } from '../storage/uploadsRoute';
import { hookedStepLookup } from './hookedSteps';
import { createStepHooks } from './hooks';
import { LOGO_FIELD } from './logoRoutes';
import { registerLogoRoutes } from './logoRoutes';
import { registerOnboardingRoutes } from './routes';
import type { SaveStepDependencies } from './saveStepData';
import { registerUpdateDomainNameRoute } from './updateDomainNameRoute';
import { registerUpdateStepRoute } from './updateStepRoute';

/**
 * The wizard's routes under the API base: the generic step save with its step hooks, updateStep,
 * updateDomainName, the logo upload and delete, and the plan lists; and /uploads for stored logos.
 */
export async function registerOnboarding(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<void> {
  const { config, brand, flow } = deps;
  const db = deps.database.db;
  const suffix = tenantDomainSuffix(config, brand);
  const storage = createFileStorage(config);
  const save: SaveStepDependencies = {
    db,
    flow,
    validators: deps.stepValidators,
    tenantDomainSuffix: suffix,
    hooks: createStepHooks({ config, brand, jobs: deps.jobs, flow, tenantDomainSuffix: suffix }),
  };
  await app.register(
    async (api) => {
      registerOnboardingRoutes(api, save);
      registerUpdateStepRoute(
        api,
        save,
        hookedStepLookup(flow, deps.stepValidators, config.rootDir),
      );
      registerUpdateDomainNameRoute(api, { db, flow, tenantDomainSuffix: suffix });
      registerPaymentPlanRoutes(api, brand);
      await registerLogoRoutes(api, {
        db,
        storage,
        flow,
        tenantDomainSuffix: suffix,
        logoStepName: [...deps.stepValidators].find(([, v]) => v.fields.includes(LOGO_FIELD))?.[0],
      });
    },
    { prefix: config.apiBase },
  );
  registerUploadsRoute(app, storage);
}
