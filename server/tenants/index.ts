import fastifyPlugin from 'fastify-plugin';
import { SERVICES_PLUGIN } from '../plugins/services';
import { POLL_CACHES_PLUGIN } from '../cache/pollCaches';
import { provisioningCallbackRoute } from './adopter/callbackRoute';
import { tenantHostRouting } from './hostRouting';
import { tenantLanguageRoutes } from './languageRoute';
import { tenantSessionRoutes } from './sessionRoutes';
import { tenantStatusRoutes } from './statusRoute';
import { tenantWorkspaceRoutes } from './workspaceRoutes';

/**
 * The tenant side and its hand-over: routing by Host (for the whole app, so this plugin does not
 * encapsulate), the portal's build-status poll, the adopter's provisioning callback, and the tenant API under /api/tenant. Every
 * tenant API route reads and writes through withTenant (tenants/repository).
 */
export const tenantsPlugin = fastifyPlugin(
  async (app) => {
    const { apiBase } = app.config;
    await app.register(tenantHostRouting);
    await app.register(tenantStatusRoutes, { prefix: apiBase });
    await app.register(provisioningCallbackRoute, { prefix: apiBase });
    await app.register(
      async (tenantApi) => {
        await tenantApi.register(tenantSessionRoutes);
        await tenantApi.register(tenantWorkspaceRoutes);
        await tenantApi.register(tenantLanguageRoutes);
      },
      { prefix: `${apiBase}/tenant` },
    );
  },
  { name: 'onramp-tenants', dependencies: [SERVICES_PLUGIN, POLL_CACHES_PLUGIN] },
);
