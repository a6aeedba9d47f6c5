import fastifyPlugin from 'fastify-plugin';
import { ensureConfigVersion } from '../configVersions/versions';
import { readRepositoryConfig } from '../configVersions/repositoryFiles';
import { SERVICES_PLUGIN } from '../plugins/services';
import { ensureFirstOperator } from './operators';
import { requireOperator } from './requireOperator';
import { studioPublishRoute } from './publishRoute';
import { studioSessionRoutes } from './sessionRoutes';
import { studioVersionRoutes } from './versionRoutes';

/**
 * The Operator Studio's API under /api/studio, for operator accounts only (requireOperator); at
 * start, the first operator from the environment and the brand's first configuration version.
 */
export const studioPlugin = fastifyPlugin(
  async (app) => {
    const { db, config, brand } = app;
    app.decorateRequest('operator', null);
    app.addHook('onReady', async () => {
      await ensureFirstOperator(db, config.firstOperator);
      await ensureConfigVersion(db, brand.id, () => readRepositoryConfig(config.rootDir, brand.id));
    });
    const prefix = `${config.apiBase}/studio`;
    await app.register(
      async (studio) => {
        // Every Studio route but signing in is for operators, checked before the body is read.
        studio.addHook('onRequest', async (request) => {
          if (request.method === 'POST' && request.routeOptions.url === `${prefix}/session`) return;
          await requireOperator(request);
        });
        await studio.register(studioSessionRoutes);
        await studio.register(studioVersionRoutes);
        await studio.register(studioPublishRoute);
      },
      { prefix },
    );
  },
  { name: 'onramp-studio', dependencies: [SERVICES_PLUGIN] },
);
