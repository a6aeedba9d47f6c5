import fastifyPlugin from 'fastify-plugin';
import { SERVICES_PLUGIN } from '../plugins/services';
import { studioAssetRoutes } from './assetRoutes';
import { studioExperimentRoutes } from './experimentRoutes';
import { studioFunnelRoutes } from './funnelRoutes';
import { ensureFirstOperator } from './operators';
import { requireOperator } from './requireOperator';
import { studioPresenceRoutes } from './presenceRoutes';
import { studioPublishRoute } from './publishRoute';
import { studioScheduleRoutes } from './scheduleRoutes';
import { studioSessionRoutes } from './sessionRoutes';
import { studioTranslationRoutes } from './translationRoutes';
import { studioVersionRoutes } from './versionRoutes';

/**
 * The Operator Studio's API under /api/studio, for operator accounts only (requireOperator); at
 * start, the first operator from the environment.
 */
export const studioPlugin = fastifyPlugin(
  async (app) => {
    const { db, config } = app;
    app.decorateRequest('operator', null);
    app.addHook('onReady', async () => {
      await ensureFirstOperator(db, config.firstOperator);
    });
    const prefix = `${config.apiBase}/studio`;
    await app.register(
      async (studio) => {
        // Every Studio route but signing in (and its bot check) is for operators, checked before
        // the body is read.
        const open = new Set([`POST ${prefix}/session`, `GET ${prefix}/altcha/challenge`]);
        studio.addHook('onRequest', async (request) => {
          if (open.has(`${request.method} ${request.routeOptions.url}`)) return;
          await requireOperator(request);
        });
        await studio.register(studioSessionRoutes);
        await studio.register(studioVersionRoutes);
        await studio.register(studioPublishRoute);
        await studio.register(studioFunnelRoutes);
        await studio.register(studioExperimentRoutes);
        await studio.register(studioTranslationRoutes);
        await studio.register(studioPresenceRoutes);
        await studio.register(studioScheduleRoutes);
        await studio.register(studioAssetRoutes);
      },
      { prefix },
    );
  },
  { name: 'onramp-studio', dependencies: [SERVICES_PLUGIN] },
);
