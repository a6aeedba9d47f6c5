import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { TENANT_SESSION_COOKIE } from '../tenants/sessionCookie';
import { requireTenantSession } from '../tenants/tenantGuards';
import { registerApiSchemas } from './apiSchemas';
import { openApiWebhooks } from './openApiWebhooks';
import { needsPortalSession } from './routeCatalog';
import { describeRouteAnswers } from './routeAnswers';

/** Studio routes anyone may call: signing in, its bot check and an invitation's two steps. */
const OPEN_STUDIO_ROUTES = [
  'POST /session',
  'GET /altcha/challenge',
  'POST /invitations/inspect',
  'POST /invitations/accept',
];

/** The docs page's own policy: the API's (nothing loads) would leave it blank. Only this origin. */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

function securityOf(route: RouteOptions, apiBase: string): Record<string, string[]>[] | undefined {
  if (needsPortalSession(route)) return [{ session: [] }];
  const handlers: unknown[] = [route.preHandler ?? []].flat();
  if (handlers.includes(requireTenantSession)) return [{ tenantSession: [] }];
  const studio = `${apiBase}/studio`;
  if (route.url.startsWith(`${studio}/`)) {
    const path = route.url.slice(studio.length);
    const open = [route.method].flat().some((m) => OPEN_STUDIO_ROUTES.includes(`${m} ${path}`));
    if (!open) return [{ operatorSession: [] }];
  }
  return undefined;
}

/**
 * The API as an OpenAPI 3.1 document from @fastify/swagger, built from every route's own schemas
 * (request and `response`), at {apiBase}/openapi.json; an interactive reference at {apiBase}/docs
 * whose scripts are served from this server. Registered before the routes: it records them.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { apiBase, title }: { apiBase: string; title: string },
): Promise<void> {
  registerApiSchemas(app);
  describeRouteAnswers(app, apiBase);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${title} onboarding API`,
        version: '1.0.0',
        description:
          'Every reply is the envelope { err, status_code, msg, data }. See docs/api-contract.md.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            // The authenticator's header (it is registered later, by the accounts plugin).
            name: app.config.authHeaderName,
            description:
              'The token of a reply that signed the client in; a missing, expired or revoked one is 403 session_expired.',
          },
          operatorSession: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An operator’s Studio session (POST /api/studio/session); none or an ended one is 401 operator_session_required.',
          },
          tenantSession: {
            type: 'apiKey',
            in: 'cookie',
            name: TENANT_SESSION_COOKIE,
            description:
              'A tenant member’s session on the tenant’s own host (POST /api/tenant/session).',
          },
        },
      },
      webhooks: openApiWebhooks,
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    transform: ({ schema, url, route }) => {
      const hide = !url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}/docs`);
      const security = securityOf(route, apiBase);
      return {
        url,
        schema: { ...schema, ...(hide ? { hide: true } : {}), ...(security ? { security } : {}) },
      };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${apiBase}/docs`,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
  app.get(`${apiBase}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
