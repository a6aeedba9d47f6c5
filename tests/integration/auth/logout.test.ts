import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRoute } from '../../../server/http/routeCatalog';
import { hashToken } from '../../../server/security/tokens';
import { databaseTargets } from '../support/databases';
import {
  authHeaders,
  postJson,
  signedUpUser,
  solveBotCheck,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsServer,
} from './harness';

interface PropertySchema {
  type?: string;
  enum?: unknown[];
  minLength?: number;
}

/** The smallest body a route's schema accepts: each required property with the plainest valid value. */
function smallestValidBody(route: CatalogRoute): Record<string, unknown> {
  const body = route.schema?.body as
    { required?: string[]; properties?: Record<string, PropertySchema> } | undefined;
  return Object.fromEntries(
    (body?.required ?? []).map((name) => {
      const property = body?.properties?.[name] ?? {};
      if (property.enum) return [name, property.enum[0]];
      return [name, 'a'.repeat(Math.max(1, property.minLength ?? 1))];
    }),
  );
}

function fill(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'x');
}

describe.each(databaseTargets())('signing out of the portal on $name', (target) => {
  let s: AccountsServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    s = await startAccountsServer(target);
    app = s.app;
  });
  afterAll(async () => s?.close());

  const logout = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/user/logout', headers, payload: {} });
  const getUserData = (token: string) =>
    postJson(app, '/api/user/getUserData', {}, { headers: authHeaders(token) });
  const revokedAt = async (token: string) =>
    (
      await s.server.database.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).revoked_at;
  const expectSignedOut = (res: Awaited<ReturnType<typeof logout>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      err: false,
      status_code: 'ok',
      msg: 'You have signed out.',
      data: null,
    });
  };

  it('revokes the session on the server, so its token is refused afterwards', async () => {
    const { token } = await signedUpUser(app);
    expect((await getUserData(token)).statusCode).toBe(200);
    expectSignedOut(await logout(authHeaders(token)));
    expect(await revokedAt(token)).not.toBeNull();
    const refused = await getUserData(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ err: true, status_code: 'session_expired' });
  });

  it('refuses the signed-out token on every route that needs a session', async () => {
    const { token } = await signedUpUser(app);
    expectSignedOut(await logout(authHeaders(token)));
    const routes = app.routeCatalog.filter((route) => route.signedIn);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/user/getUserData',
        'POST /api/user/updateUserData',
        'POST /api/user/processPayment',
        'POST /api/uploadLogo',
        'GET /api/check-tenant-status',
      ]),
    );
    const answers: string[] = [];
    for (const route of routes) {
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: fill(route.url),
        headers: authHeaders(token),
      };
      if (!['GET', 'DELETE'].includes(route.method) && route.schema?.body) {
        request.payload = smallestValidBody(route);
      }
      const res = await app.inject(request);
      answers.push(`${route.method} ${route.url}: ${res.statusCode} ${res.json().status_code}`);
    }
    expect(answers).toEqual(
      routes.map((route) => `${route.method} ${route.url}: 403 session_expired`),
    );
  });

  it("leaves the user's other sessions signed in", async () => {
    const user = await signedUpUser(app);
    const login = await postJson(app, '/api/user/login', {
      tenantId: user.tenant,
      email: user.fields.email,
      password: STRONG_PASSWORD,
      gRecaptchaToken: await solveBotCheck(app),
    });
    const staying = login.json<{ data: { token: string } }>().data.token;
    expectSignedOut(await logout(authHeaders(user.token)));
    expect((await getUserData(staying)).statusCode).toBe(200);
    expect(await revokedAt(staying)).toBeNull();
  });

  it('answers a repeated sign-out the same way and changes nothing more', async () => {
    const { token } = await signedUpUser(app);
    expectSignedOut(await logout(authHeaders(token)));
    const first = await revokedAt(token);
    expectSignedOut(await logout(authHeaders(token)));
    expect(await revokedAt(token)).toEqual(first);
  });

  it('answers a sign-out without a token like any signed-in route without one', async () => {
    const res = await logout({});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ err: true, status_code: 'session_expired' });
    const empty = await app.inject({ method: 'POST', url: '/api/user/logout' });
    expect(empty.statusCode).toBe(403);
  });

  it('is published in the OpenAPI document, and signed-in routes name the session header', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, { name: string }> };
    }>();
    expect(doc.paths['/api/user/logout']?.post).toBeDefined();
    expect(doc.paths['/api/user/getUserData']?.post?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/user/login']?.post?.security).toBeUndefined();
    expect(doc.components.securitySchemes.session?.name).toBe('x-onramp-token');
  });
});
