import { join } from 'node:path';
import fastifyPlugin from 'fastify-plugin';
import { builtFile } from '../http/builtFile';
import { escapeHtml } from '../http/escapeHtml';
import { pathOf, pathOrRouteMatches } from '../http/requestPath';
import { sendRouteNotFound } from '../http/routeNotFound';
import { SERVICES_PLUGIN } from '../plugins/services';
import { tenantSubdomainOf } from './tenantHost';
import { isTenantAppPage } from '../../shared/routes/tenantAppPaths';

export interface TenantAuth {
  tenantId: string;
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant subdomain the Host header names; null on the portal's host. */
    tenantSubdomain: string | null;
    /** Set by requireTenantSession. */
    tenantAuth: TenantAuth | null;
  }
}

const NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Workspace</title><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>';

/**
 * Routing by Host, for the whole app: a tenant host gets the tenant app (tenant.html) and only
 * its API under /api/tenant and the copy; the portal host never serves /api/tenant. A page the
 * tenant app does not have is the app too (it shows its not-found screen) with status 404.
 */
export const tenantHostRouting = fastifyPlugin(
  async (app) => {
    const { config, tenantDomainSuffix } = app;
    const tenantApi = `${config.apiBase}/tenant`;
    const portalHost = new URL(config.publicUrl).host;
    const tenantHtml = builtFile(join(config.staticDir, 'tenant.html'), (html) =>
      html.replace(
        '<meta name="onramp-api-base" content="/api" />',
        `<meta name="onramp-api-base" content="${escapeHtml(config.apiBase)}" />`,
      ),
    );

    app.decorateRequest('tenantSubdomain', null);
    app.decorateRequest('tenantAuth', null);
    app.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request.url);
      const subdomain =
        request.host === portalHost
          ? null
          : (tenantSubdomainOf(request.host, tenantDomainSuffix, portalHost) ?? null);
      request.tenantSubdomain = subdomain;
      const underTenantApi = pathOrRouteMatches(
        request,
        (p) => p === tenantApi || p.startsWith(`${tenantApi}/`),
      );
      if (!subdomain) {
        if (underTenantApi) return sendRouteNotFound(request, reply);
        return;
      }
      const underLocales = pathOrRouteMatches(request, (p) =>
        p.startsWith(`${config.apiBase}/locales/`),
      );
      if (underTenantApi || underLocales) return;
      if (pathOrRouteMatches(request, (p) => p.startsWith('/api/'))) {
        return sendRouteNotFound(request, reply);
      }
      const isPage =
        request.method === 'GET' &&
        !/\.[a-z0-9]+$/i.test(path) &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPage) return;
      // A workspace the adopter's product built lives at the address it named.
      const elsewhere = await app.repositories.tenants.externalUrlOf(subdomain);
      if (elsewhere) return reply.redirect(elsewhere, 302);
      const html = tenantHtml();
      const found = isTenantAppPage(path) ? 200 : 404;
      return reply
        .status(html ? found : 503)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html ?? NOT_BUILT_PAGE);
    });
  },
  { name: 'onramp-tenant-host-routing', dependencies: [SERVICES_PLUGIN] },
);
