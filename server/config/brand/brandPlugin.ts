import fastifyPlugin from 'fastify-plugin';
import { SERVICES_PLUGIN } from '../../plugins/services';

/**
 * The brand's own routes. Browsers ask any host for /favicon.ico when a page names no icon of its
 * own (the tenant app before its script runs, the sandbox checkout, the development mailbox), and
 * bookmarks and feed readers ask for it outright: on the portal and every tenant host it leads to
 * the brand's favicon.
 */
export const brandPlugin = fastifyPlugin(
  async (app) => {
    const { configs } = app;
    app.get('/favicon.ico', async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .redirect(configs.live().brand.appConfig.favicon, 302),
    );
  },
  { name: 'onramp-brand', dependencies: [SERVICES_PLUGIN] },
);
