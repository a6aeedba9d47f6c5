import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/security/tokens';
import { TENANT_SESSION_COOKIE } from '../../../server/tenants/sessionCookie';
import { databaseTargets } from '../support/databases';
import { paidOwner, serverPerSuite, tenantCookie, tenantUrlOf, type Owner } from './support';

describe.each(databaseTargets())('the tenant app session cookie on $name', (target) => {
  const suite = serverPerSuite(target);
  let owner: Owner;
  let host: string;

  beforeAll(async () => {
    owner = await paidOwner(suite.server.app, suite.server.database.db);
    host = `${owner.tenant}.onramp.test`;
  });

  const signIn = async () => {
    const url = new URL(await tenantUrlOf(suite.server.app, owner.token));
    return suite.server.app.inject({
      method: 'POST',
      url: '/api/tenant/session',
      headers: { host: url.host },
      payload: { loginToken: url.searchParams.get('login-token') },
    });
  };

  it('carries the session in a host-only, HttpOnly, Secure, SameSite=Strict cookie for the tenant API alone', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === TENANT_SESSION_COOKIE);
    expect(cookie).toMatchObject({
      path: '/api/tenant',
      maxAge: 12 * 3600,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    expect(cookie).not.toHaveProperty('domain');
    // Page scripts never see the token: the body has none.
    expect(res.json()).toEqual({
      err: false,
      status_code: 'ok',
      msg: expect.any(String),
      data: { expiresInSeconds: 12 * 3600 },
    });
    const stored = await suite.server.database.db
      .selectFrom('tenant_sessions')
      .select(['token_hash', 'expires_at'])
      .where('token_hash', '=', hashToken(cookie!.value))
      .executeTakeFirst();
    expect(stored?.token_hash).not.toBe(cookie!.value);
    expect(stored!.expires_at.getTime()).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
  });

  it('opens the workspace with the cookie alone, and not with the token as a bearer header', async () => {
    const token = (await signIn()).cookies.find((c) => c.name === TENANT_SESSION_COOKIE)!.value;
    const workspace = (headers: Record<string, string>) =>
      suite.server.app.inject({
        method: 'GET',
        url: '/api/tenant/workspace',
        headers: { host, ...headers },
      });
    expect((await workspace({ cookie: tenantCookie(token) })).statusCode).toBe(200);
    expect(
      (await workspace({ cookie: `theme=dark; ${tenantCookie(token)}; other=1` })).statusCode,
    ).toBe(200);
    expect((await workspace({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('clears the cookie on sign-out and refuses its token from then on', async () => {
    const token = (await signIn()).cookies.find((c) => c.name === TENANT_SESSION_COOKIE)!.value;
    const out = await suite.server.app.inject({
      method: 'DELETE',
      url: '/api/tenant/session',
      headers: { host, cookie: tenantCookie(token) },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === TENANT_SESSION_COOKIE)).toMatchObject({
      value: '',
      maxAge: 0,
      path: '/api/tenant',
    });
    const refused = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host, cookie: tenantCookie(token) },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ err: true, status_code: 'tenant_session_required' });
  });
});
