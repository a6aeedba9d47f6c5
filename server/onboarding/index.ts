import type { FastifyPluginAsync } from 'fastify';
import { funnelEventsOfSaves } from '../analytics/stepSaveEvents';
import { uploadsRoute } from '../storage/uploadsRoute';
import { allObservers, webhooksOfSaves } from '../webhooks/stepSaveWebhooks';
import { createStepHooks } from './hooks';
import { logoRoutes } from './logoRoutes';
import { updateUserDataRoute } from './routes';
import { updateDomainNameRoute } from './updateDomainNameRoute';
import { updateStepRoute } from './updateStepRoute';

/**
 * The wizard's routes under the API base: the generic step save with its step hooks (the funnels
 * count each save beside it), updateStep, updateDomainName, the logo upload and delete; and
 * /uploads for stored logos.
 */
export const onboardingPlugin: FastifyPluginAsync = async (app) => {
  const { config, brand, configs, db, tenantDomainSuffix } = app;
  const { users } = app.repositories;
  app.decorate('stepSaves', {
    db,
    users,
    configs,
    tenantDomainSuffix,
    hooks: createStepHooks({
      config,
      brand,
      jobs: app.jobs,
      tenants: app.repositories.tenants,
      tenantDomainSuffix,
    }),
    // The webhooks' event is queued before the funnels' are written: a failure of either undoes both.
    observer: allObservers(webhooksOfSaves(app.jobs), funnelEventsOfSaves(users)),
  });
  await app.register(
    async (api) => {
      await api.register(updateUserDataRoute);
      await api.register(updateStepRoute);
      await api.register(updateDomainNameRoute);
      await api.register(logoRoutes);
    },
    { prefix: config.apiBase },
  );
  await app.register(uploadsRoute);
};
