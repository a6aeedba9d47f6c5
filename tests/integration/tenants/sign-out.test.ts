import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/security/tokens';
import { databaseTargets } from '../support/databases';
import {
  paidOwner,
  serverPerSuite,
  tenantCookie,
  tenantSession,
  tenantUrlOf,
  type Owner,
} from './support';

describe.each(databaseTargets())('signing out of the tenant app on $name', (target) => {
  const suite = serverPerSuite(target);
  let owner: Owner;
  let host: string;

  beforeAll(async () => {
    owner = await paidOwner(suite.server.app, suite.server.database.db);
    host = `${owner.tenant}.onramp.test`;
  });

  const newSession = async () =>
    tenantSession(suite.server.app, await tenantUrlOf(suite.server.app, owner.token));
  const signedIn = (token: string) => ({ host, cookie: tenantCookie(token) });
  const signOut = (headers: Record<string, string>) =>
    suite.server.app.inject({ method: 'DELETE', url: '/api/tenant/session', headers });
  const workspace = (token: string) =>
    suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: signedIn(token),
    });
  const revokedAt = async (token: string) =>
    (
      await suite.server.database.db
        .selectFrom('tenant_sessions')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).revoked_at;
  const expectSignedOut = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      err: false,
      status_code: 'ok',
      msg: 'You have signed out.',
      data: null,
    });
  };

  it('revokes the session on the server, so the tenant routes refuse it afterwards', async () => {
    const session = await newSession();
    expect((await workspace(session)).statusCode).toBe(200);
    expectSignedOut(await signOut(signedIn(session)));
    expect(await revokedAt(session)).not.toBeNull();
    const refused = await workspace(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ err: true, status_code: 'tenant_session_required' });
    const ask = await suite.server.app.inject({
      method: 'POST',
      url: '/api/tenant/bot/ask',
      headers: signedIn(session),
      payload: { question: 'When do you open?' },
    });
    expect(ask.statusCode).toBe(401);
  });

  it("leaves the owner's other sessions signed in", async () => {
    const leaving = await newSession();
    const staying = await newSession();
    expectSignedOut(await signOut(signedIn(leaving)));
    expect((await workspace(staying)).statusCode).toBe(200);
    expect(await revokedAt(staying)).toBeNull();
  });

  it('answers a repeated sign-out the same way and changes nothing more', async () => {
    const session = await newSession();
    expectSignedOut(await signOut(signedIn(session)));
    const first = await revokedAt(session);
    expectSignedOut(await signOut(signedIn(session)));
    expect(await revokedAt(session)).toEqual(first);
    expect((await workspace(session)).statusCode).toBe(401);
  });

  it("cannot sign out another tenant's session from this tenant's host", async () => {
    const other = await paidOwner(suite.server.app, suite.server.database.db);
    const otherSession = await tenantSession(
      suite.server.app,
      await tenantUrlOf(suite.server.app, other.token),
    );
    expectSignedOut(await signOut(signedIn(otherSession)));
    expect(await revokedAt(otherSession)).toBeNull();
    const otherWorkspace = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host: `${other.tenant}.onramp.test`, cookie: tenantCookie(otherSession) },
    });
    expect(otherWorkspace.statusCode).toBe(200);
  });

  it('answers a sign-out without a token with 401, and on the portal host with 404', async () => {
    const none = await signOut({ host });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ err: true, status_code: 'tenant_session_required' });
    const malformed = await signOut({ host, cookie: tenantCookie('<script>') });
    expect(malformed.statusCode).toBe(401);
    const portal = await signOut({ cookie: tenantCookie('x'.repeat(43)) });
    expect(portal.statusCode).toBe(404);
    const brokenBody = await suite.server.app.inject({
      method: 'DELETE',
      url: '/api/tenant/session',
      headers: { host, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(brokenBody.statusCode).toBe(400);
    expect(brokenBody.json()).toMatchObject({ err: true });
  });

  it('is published in the OpenAPI document', async () => {
    const res = await suite.server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/tenant/session']?.delete).toBeDefined();
  });
});
