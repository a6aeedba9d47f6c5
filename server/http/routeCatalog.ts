import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { requireSession, requireUser } from '../auth/authenticate';

/** One route as it was registered: enough to fuzz it and to check its guards. */
export interface CatalogRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Guarded by requireUser or requireSession: refused (403) without a live portal session. */
  signedIn: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: CatalogRoute[];
  }
}

/** Guarded by requireUser or requireSession: the portal session header is needed. */
export function needsPortalSession(route: Pick<RouteOptions, 'preHandler'>): boolean {
  const preHandlers: unknown[] = [route.preHandler ?? []].flat();
  return preHandlers.some((hook) => hook === requireUser || hook === requireSession);
}

/** Records every route registered after this call, with its validation schema. */
export function recordRoutes(app: FastifyInstance): void {
  const catalog: CatalogRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const signedIn = needsPortalSession(route);
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      catalog.push({
        method,
        url: route.url,
        schema: route.schema as FastifySchema | undefined,
        signedIn,
      });
    }
  });
}
