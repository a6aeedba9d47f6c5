import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  authHeaders,
  postJson,
  signedUpUser,
  solveBotCheck,
  STRONG_PASSWORD,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { tempDir } from '../support/server';
import {
  paidOwner,
  serverPerSuite,
  tenantCookie,
  tenantSession,
  tenantUrlOf,
  type Owner,
} from './support';

describe.each(databaseTargets())('tenant hosts and sign-in on $name', (target) => {
  let owner: Owner;
  let host: string;
  const staticDir = tempDir('onramp-static-');

  writeFileSync(
    join(staticDir.path, 'index.html'),
    '<meta name="onramp-api-base" content="/api" />portal',
  );
  writeFileSync(
    join(staticDir.path, 'tenant.html'),
    '<meta name="onramp-api-base" content="/api" />tenant app',
  );
  const suite = serverPerSuite(target, { STATIC_DIR: staticDir.path });

  beforeAll(async () => {
    owner = await paidOwner(suite.server.app, suite.server.database.db);
    host = `${owner.tenant}.onramp.test`;
  });
  afterAll(async () => {
    staticDir.remove();
  });

  const page = (pageHost: string, url = '/') =>
    suite.server.app.inject({
      method: 'GET',
      url,
      headers: { host: pageHost, accept: 'text/html' },
    });

  it('serves the tenant app on the tenant host and the portal on the main host', async () => {
    expect((await page(host)).body).toContain('tenant app');
    expect((await page(host, '/anything/deep')).body).toContain('tenant app');
    expect((await page('portal.onramp.test', '/signup')).body).toContain('portal');
  });

  it('answers a page the tenant app does not have with 404, still with the app to show it', async () => {
    const home = await page(host);
    expect(home.statusCode).toBe(200);
    for (const path of ['/settings/xyz', '/anything/deep', '/dashboard?tab=1']) {
      const unknown = await page(host, path);
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      expect(unknown.body).toContain('tenant app');
    }
    expect((await page(host, '/?login-token=abc')).statusCode).toBe(200);
  });

  it('keeps the portal API off tenant hosts and the tenant API off the portal', async () => {
    const login = await suite.server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host },
      payload: {},
    });
    expect(login.statusCode).toBe(404);
    const workspace = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
    });
    expect(workspace.statusCode).toBe(404);
    const unknownTenant = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/context',
      headers: { host: 'nobody-here.onramp.test' },
    });
    expect(unknownTenant.statusCode).toBe(404);
    // It names the brand's languages, so the page says so in the visitor's language; nothing more.
    expect(unknownTenant.json()).toMatchObject({
      status_code: 'tenant_not_found',
      data: { brand: { id: 'default', locales: ['en', 'ar', 'de', 'es'], defaultLanguage: 'en' } },
    });
    expect(Object.keys(unknownTenant.json<{ data: { brand: object } }>().data.brand)).toEqual([
      'id',
      'locales',
      'defaultLanguage',
    ]);
  });

  it('keeps them apart when a path spells /api with percent-escapes, which routing decodes', async () => {
    const login = await suite.server.app.inject({
      method: 'POST',
      url: '/%61pi/user/login',
      headers: { host },
      payload: {},
    });
    expect(login.statusCode).toBe(404);
    const workspace = await suite.server.app.inject({
      method: 'GET',
      url: '/%61pi/tenant/workspace',
    });
    expect(workspace.statusCode).toBe(404);
    // Answered as the API it reaches: the API's headers, not a page's.
    const context = await suite.server.app.inject({
      method: 'GET',
      url: '/%61pi/tenant/context',
      headers: { host },
    });
    expect(context.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('spends a login token once and answers a used or unknown one with 401', async () => {
    const url = await tenantUrlOf(suite.server.app, owner.token);
    const loginToken = new URL(url).searchParams.get('login-token');
    const spend = () =>
      suite.server.app.inject({
        method: 'POST',
        url: '/api/tenant/session',
        headers: { host },
        payload: { loginToken },
      });
    expect((await spend()).statusCode).toBe(200);
    const again = await spend();
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status_code: 'login_token_invalid' });
    const bogus = await suite.server.app.inject({
      method: 'POST',
      url: '/api/tenant/session',
      headers: { host },
      payload: { loginToken: 'x'.repeat(43) },
    });
    expect(bogus.statusCode).toBe(401);
    const malformed = await suite.server.app.inject({
      method: 'POST',
      url: '/api/tenant/session',
      headers: { host },
      payload: { loginToken: 5 },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a login token of one tenant on another tenant host', async () => {
    const other = await paidOwner(suite.server.app, suite.server.database.db);
    await tenantUrlOf(suite.server.app, other.token);
    const url = await tenantUrlOf(suite.server.app, owner.token);
    const res = await suite.server.app.inject({
      method: 'POST',
      url: '/api/tenant/session',
      headers: { host: `${other.tenant}.onramp.test` },
      payload: { loginToken: new URL(url).searchParams.get('login-token') },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses the workspace without a session and with an expired one', async () => {
    const none = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host },
    });
    expect(none.statusCode).toBe(401);
    const session = await tenantSession(
      suite.server.app,
      await tenantUrlOf(suite.server.app, owner.token),
    );
    await suite.server.database.db
      .updateTable('tenant_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host, cookie: tenantCookie(session) },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('sends a returning owner at redirect_dashboard to the tenant host, signed in once', async () => {
    const res = await postJson(suite.server.app, '/api/user/login', {
      tenantId: owner.tenant,
      email: owner.email,
      password: STRONG_PASSWORD,
      gRecaptchaToken: await solveBotCheck(suite.server.app),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { action: string; url: string } }>();
    expect(body.data.action).toBe('user_redirect');
    expect(body.data.url).toMatch(
      new RegExp(`^https://${owner.tenant}\\.onramp\\.test/\\?login-token=`),
    );
    expect((await tenantSession(suite.server.app, body.data.url)).length).toBeGreaterThan(20);
  });

  it('tells the loaders nothing yet to a user who has not paid', async () => {
    const user = await signedUpUser(suite.server.app);
    const tenant = await suite.server.app.inject({
      method: 'GET',
      url: '/api/check-tenant-status',
      headers: authHeaders(user.token),
    });
    expect(tenant.json()).toMatchObject({
      err: false,
      data: { heading: '', subText: '', url: '' },
    });
    const payment = await suite.server.app.inject({
      method: 'GET',
      url: '/api/check-payment-status',
      headers: authHeaders(user.token),
    });
    expect(payment.json()).toMatchObject({
      err: false,
      data: { url: '', status: null, plan: null },
    });
    expect(
      (await suite.server.app.inject({ method: 'GET', url: '/api/check-tenant-status' }))
        .statusCode,
    ).toBe(403);
  });
});
