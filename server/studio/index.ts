import fastifyPlugin from 'fastify-plugin';
import { SERVICES_PLUGIN } from '../plugins/services';
import { studioAssetRoutes } from './assetRoutes';
import { studioExperimentRoutes } from './experimentRoutes';
import { studioFunnelRoutes } from './funnelRoutes';
import { studioInvitationRoutes } from './invitationRoutes';
import { studioOperatorRoutes } from './operatorRoutes';
import { ensureFirstOperator } from './operators';
import { requireOperator } from './requireOperator';
import { studioPresenceRoutes } from './presenceRoutes';
import { requireRoleFor, studioActionOf } from './routeActions';
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
        // Every Studio route but signing in (and its bot check) and accepting an invitation is
        // for operators whose role may do what it does, checked before the body is read.
        const open = new Set([
          `POST ${prefix}/session`,
          `GET ${prefix}/altcha/challenge`,
          `POST ${prefix}/invitations/inspect`,
          `POST ${prefix}/invitations/accept`,
        ]);
        // A HEAD request is its GET route's.
        const methodOf = (method: string) => (method === 'HEAD' ? 'GET' : method);
        studio.addHook('onRoute', (route) => {
          for (const method of [route.method].flat().map(methodOf)) {
            if (!open.has(`${method} ${route.url}`)) studioActionOf(prefix, method, route.url);
          }
        });
        studio.addHook('onRequest', async (request) => {
          const method = methodOf(request.method);
          const url = request.routeOptions.url;
          if (open.has(`${method} ${url}`)) return;
          await requireOperator(request);
          // An unknown path is answered 404 for any operator.
          if (url !== undefined) requireRoleFor(request, studioActionOf(prefix, method, url));
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
        await studio.register(studioOperatorRoutes);
        await studio.register(studioInvitationRoutes);
      },
      { prefix },
    );
  },
  { name: 'onramp-studio', dependencies: [SERVICES_PLUGIN] },
);
