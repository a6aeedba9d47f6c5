import type { Plugin } from 'vite';

const TENANT_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost(?::\d+)?$/i;

/**
 * Development only: pages asked for on {subdomain}.localhost get the tenant app (tenant.html),
 * as the server does on tenant hosts, so `npm run dev` with PUBLIC_URL=http://localhost:5173
 * opens the tenant app on its subdomain. API calls are proxied with their Host kept.
 */
export function tenantHostPlugin(): Plugin {
  return {
    name: 'onramp-tenant-host',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        const isPage =
          req.method === 'GET' &&
          TENANT_HOST.test(req.headers.host ?? '') &&
          (req.headers.accept ?? '').includes('text/html') &&
          !path.startsWith('/api/') &&
          !/\.[a-z0-9]+$/i.test(path);
        if (isPage) req.url = '/tenant.html';
        next();
      });
    },
  };
}
