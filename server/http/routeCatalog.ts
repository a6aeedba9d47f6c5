import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One route as it was registered: enough to publish the contract and to fuzz it. */
export interface CatalogRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: CatalogRoute[];
  }
}

/** Records every route registered after this call, with its validation schema. */
export function recordRoutes(app: FastifyInstance): void {
  const catalog: CatalogRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      catalog.push({ method, url: route.url, schema: route.schema as FastifySchema | undefined });
    }
  });
}
