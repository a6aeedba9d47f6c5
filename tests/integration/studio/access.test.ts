import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishConfigVersion } from '../../../server/config/store/versions';
import { readRepositoryConfig } from '../../../server/config/store/repositoryFiles';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR, studioSignIn } from '../support/studio';

describe.each(databaseTargets())('the Studio’s operator accounts on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target, {
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      RATE_LIMIT_PER_ACCOUNT: '5',
    });
  });
  afterAll(async () => s?.close());

  const signIn = (body: object) => studioSignIn(s.app, body);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function operatorToken(): Promise<string> {
    const res = await signIn(OPERATOR);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { token: string } }>().data.token;
  }
  /**
   * Every Studio route the server registered but signing in and accepting an invitation, with a
   * path a request can take.
   */
  const signingIn = [
    '/api/studio/session',
    '/api/studio/altcha/challenge',
    '/api/studio/invitations/inspect',
    '/api/studio/invitations/accept',
  ];
  const studioRoutes = () =>
    s.app.routeCatalog
      .filter((r) => r.url.startsWith('/api/studio/') && !signingIn.includes(r.url))
      .map((r) => ({ method: r.method, url: r.url.replace(':versionId', '1') }))
      .concat([{ method: 'DELETE', url: '/api/studio/session' }]);

  it('creates the first operator from the environment, with an argon2id hash, once', async () => {
    const rows = await s.server.database.db.selectFrom('operators').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(OPERATOR.email);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs an operator in, says who is signed in, and ends the session for good', async () => {
    const token = await operatorToken();
    const me = await s.app.inject({ method: 'GET', url: '/api/studio/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ err: false, data: { email: OPERATOR.email } });
    const out = await s.app.inject({
      method: 'DELETE',
      url: '/api/studio/session',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await s.app.inject({
      method: 'GET',
      url: '/api/studio/me',
      headers: bearer(token),
    });
    // An ended session asks for a new sign-in; it is not someone else's session.
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status_code: 'operator_session_required' });
    const audit = await s.server.database.db
      .selectFrom('operator_audit')
      .select('action')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['operator.created', 'session.started', 'session.ended']),
    );
  });

  it('refuses a wrong password or an unknown operator with one message, and bad bodies with 400', async () => {
    for (const body of [
      { ...OPERATOR, password: 'Wrong-Pass1' },
      { email: 'nobody@onramp.test', password: OPERATOR.password },
    ]) {
      const res = await signIn(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status_code: 'invalid_credentials' });
    }
    for (const body of [
      {},
      { email: OPERATOR.email },
      { ...OPERATOR, role: 'admin' },
      { email: 2 ** 31, password: 'x' },
    ]) {
      expect((await signIn(body)).statusCode).toBe(400);
    }
  });

  it('answers 401 without credentials and 403 to a portal user on every Studio route', async () => {
    const user = await signedUpUser(s.app);
    const routes = studioRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const none = await s.app.inject({ method: route.method as 'GET', url: route.url });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const headers of [authHeaders(user.token), bearer(user.token)]) {
        const res = await s.app.inject({ method: route.method as 'GET', url: route.url, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json()).toMatchObject({ err: true, status_code: 'operator_only' });
      }
    }
  });

  it('lists the brand’s versions, diffs one against the live version, and rolls back, audited', async () => {
    const token = await operatorToken();
    const list = async () =>
      (
        await s.app.inject({ method: 'GET', url: '/api/studio/versions', headers: bearer(token) })
      ).json<{ data: { liveVersionId: string; versions: { id: string; number: number }[] } }>()
        .data;
    const seeded = await list();
    expect(seeded.versions.map((v) => v.number)).toEqual([1]);

    const files = new Map(readRepositoryConfig(process.cwd(), 'default'));
    files.set(
      'schemas/steps/stages.json',
      files.get('schemas/steps/stages.json')!.replace('"title"', '"description": "x", "title"'),
    );
    const second = await publishConfigVersion(s.server.database.db, {
      brand: 'default',
      files,
      publishedBy: 'test',
    });
    const diff = await s.app.inject({
      method: 'GET',
      url: `/api/studio/versions/${seeded.versions[0]!.id}/diff`,
      headers: bearer(token),
    });
    expect(diff.json()).toMatchObject({
      data: {
        againstVersionId: second.id,
        changes: [
          { path: 'schemas/steps/stages.json', change: 'changed', pointers: ['/description'] },
        ],
      },
    });

    const rollback = await s.app.inject({
      method: 'POST',
      url: `/api/studio/versions/${seeded.versions[0]!.id}/rollback`,
      headers: bearer(token),
    });
    expect(rollback.statusCode).toBe(200);
    expect((await list()).liveVersionId).toBe(seeded.versions[0]!.id);
    const audited = await s.server.database.db
      .selectFrom('operator_audit')
      .select('detail')
      .where('action', '=', 'config.rolledBack')
      .executeTakeFirstOrThrow();
    expect(audited.detail).toMatchObject({ versionId: seeded.versions[0]!.id, number: 1 });

    const missing = await s.app.inject({
      method: 'POST',
      url: '/api/studio/versions/999999/rollback',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions/1e3/diff?against=%00',
      headers: bearer(token),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for another brand’s version on every version route, and never lists it', async () => {
    const token = await operatorToken();
    const other = await publishConfigVersion(s.server.database.db, {
      brand: 'beacon',
      files: new Map(readRepositoryConfig(process.cwd(), 'beacon')),
      publishedBy: 'test',
    });
    const own = (
      await s.app.inject({ method: 'GET', url: '/api/studio/versions', headers: bearer(token) })
    ).json<{ data: { liveVersionId: string; versions: { id: string }[] } }>().data;
    expect(own.versions.map((v) => v.id)).not.toContain(other.id);

    const requests = [
      { method: 'GET', url: `/api/studio/versions/${other.id}/files` },
      { method: 'GET', url: `/api/studio/versions/${other.id}/diff` },
      { method: 'GET', url: `/api/studio/versions/${own.liveVersionId}/diff?against=${other.id}` },
      { method: 'POST', url: `/api/studio/versions/${other.id}/rollback` },
      { method: 'POST', url: `/api/studio/versions/${other.id}/migrate`, payload: {} },
    ] as const;
    for (const request of requests) {
      const res = await s.app.inject({ ...request, headers: bearer(token) });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json()).toMatchObject({ err: true, status_code: 'version_not_found' });
    }
    // Its own version's files are there, and none of them is the other brand's.
    const files = await s.app.inject({
      method: 'GET',
      url: `/api/studio/versions/${own.liveVersionId}/files`,
      headers: bearer(token),
    });
    expect(files.statusCode).toBe(200);
    const paths = Object.keys(files.json<{ data: { files: object } }>().data.files);
    expect(paths).toContain('brands/default/brand.json');
    expect(paths.filter((path) => path.startsWith('brands/beacon/'))).toEqual([]);
  });

  it('limits sign-in attempts for one operator', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await signIn({ email: 'limited@onramp.test', password: 'Wrong-Pass1' })).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});
