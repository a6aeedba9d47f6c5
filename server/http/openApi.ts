import type { FastifyInstance } from 'fastify';
import type { CatalogRoute } from './routeCatalog';

const ENVELOPE = {
  type: 'object',
  required: ['err', 'status_code', 'msg', 'data'],
  properties: {
    err: { type: 'boolean' },
    status_code: { type: 'string' },
    msg: { type: 'string' },
    data: {},
  },
};

function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The contract as an OpenAPI 3.1 document, built from the routes' own schemas so it cannot drift. */
export function buildOpenApi(
  routes: CatalogRoute[],
  info: { title: string; apiBase: string; authHeaderName: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.url.includes('*') || !route.url.startsWith('/api')) continue;
    const schema = route.schema ?? {};
    const operation: Record<string, unknown> = {
      responses: {
        default: {
          description: 'The contract envelope',
          content: { 'application/json': { schema: ENVELOPE } },
        },
      },
    };
    if (route.signedIn) operation.security = [{ session: [] }];
    if (schema.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schema.body } },
      };
    const parameters = [
      ...Object.entries(
        (schema.params as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
      ).map(([name, s]) => ({ name, in: 'path', required: true, schema: s })),
      ...Object.entries(
        (schema.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ??
          {},
      ).map(([name, s]) => ({ name, in: 'query', schema: s })),
    ];
    if (parameters.length > 0) operation.parameters = parameters;
    const path = toOpenApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${info.title} onboarding API`,
      version: '1.0.0',
      description:
        'Every reply is the envelope { err, status_code, msg, data }. See docs/api-contract.md.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: info.authHeaderName,
          description:
            'The token of a reply that signed the client in; a missing, expired or revoked one is 403 session_expired.',
        },
      },
    },
  };
}

export function registerOpenApiRoute(app: FastifyInstance, apiBase: string, title: string): void {
  app.get(`${apiBase}/openapi.json`, async () =>
    buildOpenApi(app.routeCatalog, {
      title,
      apiBase,
      authHeaderName: app.authenticator.headerName,
    }),
  );
}
