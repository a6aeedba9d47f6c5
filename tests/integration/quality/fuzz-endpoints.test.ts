import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRoute } from '../../../server/http/routeCatalog';
import { signUp, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
/** Routes whose body is not JSON: they get their own tests. */
const NOT_JSON = [/uploadLogo$/, /webhook/i];

interface Envelope {
  err: boolean;
  status_code: string;
  msg: string;
}

/** Bodies a careless or hostile client might send: any JSON, and the route's own fields with values of every type. */
function bodiesFor(route: CatalogRoute): fc.Arbitrary<unknown> {
  const properties = Object.keys(
    (route.schema?.body as { properties?: object } | undefined)?.properties ?? {},
  );
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  if (properties.length === 0) return anyJson;
  const shaped = fc.record(Object.fromEntries(properties.map((p) => [p, anyJson])), {
    requiredKeys: [],
  });
  return fc.oneof(
    anyJson,
    shaped,
    shaped.map((b) => ({ ...b, extra: '<script>' })),
  );
}

function fill(url: string, segment: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(segment)).replace(/\*$/, segment);
}

describe.each(databaseTargets())('every endpoint, fuzzed from its schema, on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  let authHeaders: Record<string, string>;

  beforeAll(async () => {
    running = await startAccountsServer(target);
    app = running.app;
    const { res } = await signUp(app);
    const data = res.json<{ data: { token: string; auth_header_name: string } }>().data;
    authHeaders = { [data.auth_header_name]: data.token };
  });
  afterAll(() => running.close());

  it('answers bad input with a 4xx envelope and never a 5xx', async () => {
    const routes = app.routeCatalog.filter(
      (r) => r.url.startsWith('/api') && !NOT_JSON.some((p) => p.test(r.url)),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          bodiesFor(route),
          fc.boolean(),
          fc.string({ maxLength: 40 }),
          async (body, signedIn, segment) => {
            const request: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: fill(route.url, segment || 'x'),
              headers: signedIn ? authHeaders : {},
            };
            if (!['GET', 'DELETE'].includes(route.method)) request.payload = JSON.stringify(body);
            if (request.payload !== undefined)
              request.headers = { ...request.headers, 'content-type': 'application/json' };
            const res = await app.inject(request);
            const where = `${route.method} ${route.url} with ${String(request.payload).slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (
              res.headers['content-type']?.toString().includes('application/json') &&
              res.statusCode >= 400
            ) {
              const envelope = res.json<Envelope>();
              expect(envelope.err, where).toBe(true);
              expect(typeof envelope.status_code, where).toBe('string');
              expect(envelope.msg.length, where).toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 600_000);

  it('publishes the contract as an OpenAPI document built from the same schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/user/signup']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/getInitialConfig']?.get).toBeDefined();
  });
});
