import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  ApiKeyUsage,
  CreatedApiKey,
  Lead,
  ListedApiKey,
} from '../../../shared/contract/studio';
import { hashToken } from '../../../server/security/tokens';
import { signedUpUser } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { invitedOperator, operatorServer } from '../support/studio';
import { waitFor } from '../support/waitFor';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(databaseTargets())('API keys of the company’s backend on $name', (target) => {
  // A low limit of invalid keys per address, so the limit is reached within the test.
  const s = operatorServer(target, {
    env: { RATE_LIMIT_PER_ACCOUNT: '4', RATE_LIMIT_PER_IP: '200' },
  });
  const db = () => s.server.database.db;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (token: string, method: Method, url: string, payload?: unknown, address?: string) =>
    s.app.inject({
      method,
      url: `/api/studio${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(address ? { remoteAddress: address } : {}),
    });
  const asAdmin = (method: Method, url: string, payload?: unknown) =>
    call(s.token, method, url, payload);

  async function createKey(name: string, scopes: string[]): Promise<CreatedApiKey> {
    const res = await asAdmin('POST', '/api-keys', { name, scopes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: CreatedApiKey }>().data;
  }

  it('creates a key shown once, reads the funnel with it, refuses it outside its scope, and refuses it at once when revoked', async () => {
    const { key, secret } = await createKey('Reporting', ['funnels:read']);
    expect(secret).toMatch(/^onr_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`onr_${key.prefix}_`)).toBe(true);
    expect(key).toMatchObject({ name: 'Reporting', scopes: ['funnels:read'], revokedAt: null });

    // The list never holds the secret, and the row keeps only its sha256.
    const listed = await asAdmin('GET', '/api-keys');
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(secret.slice(15));
    const row = await db()
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(15));
    expect(row.secret_hash).toBe(hashToken(secret));
    expect(row.created_by).not.toBeNull();

    for (const url of ['/funnel', '/funnel.csv', '/experiments']) {
      const res = await call(secret, 'GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    for (const [method, url] of [
      ['GET', '/leads'],
      ['GET', '/versions'],
      ['GET', '/me'],
      ['GET', '/api-keys'],
      ['GET', '/operators'],
    ] as const) {
      const res = await call(secret, method, url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ err: true, status_code: 'api_key_scope' });
    }
    // A key is no operator: it cannot make another key, whatever its scopes.
    const made = await call(secret, 'POST', '/api-keys', { name: 'More', scopes: ['leads:read'] });
    expect(made.json()).toMatchObject({ status_code: 'api_key_scope' });

    const revoked = await asAdmin('DELETE', `/api-keys/${key.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await call(secret, 'GET', '/funnel');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ err: true, status_code: 'api_key_revoked' });
    expect((await asAdmin('DELETE', `/api-keys/${key.id}`)).statusCode).toBe(404);

    const after = (await asAdmin('GET', '/api-keys')).json<{ data: { keys: ListedApiKey[] } }>();
    const shown = after.data.keys.find((k) => k.id === key.id)!;
    expect(shown.revokedAt).not.toBeNull();
    expect(shown.revokedBy).toBe('ops@onramp.test');
    expect(shown.lastUsedAt).not.toBeNull();
  });

  it('audits creating, revoking and each use: key, route, status, hour', async () => {
    const { key, secret } = await createKey('Audited', ['funnels:read']);
    await call(secret, 'GET', '/funnel');
    await call(secret, 'GET', '/funnel');
    await call(secret, 'GET', '/versions');
    await asAdmin('DELETE', `/api-keys/${key.id}`);
    await call(secret, 'GET', '/funnel');
    // Counted once each answer is sent: wait for the four calls.
    const uses = await waitFor(async () => {
      const rows = await db()
        .selectFrom('api_key_usage')
        .select(['route', 'status', 'count'])
        .where('key_id', '=', key.id)
        .orderBy('route')
        .orderBy('status')
        .execute();
      return rows.reduce((sum, row) => sum + row.count, 0) >= 4 ? rows : undefined;
    });
    expect(uses).toEqual([
      { route: 'GET /funnel', status: 200, count: 2 },
      { route: 'GET /funnel', status: 401, count: 1 },
      { route: 'GET /versions', status: 403, count: 1 },
    ]);
    const audit = await db()
      .selectFrom('operator_audit')
      .select(['action', 'detail', 'operator_id'])
      .where('action', 'in', ['apiKey.created', 'apiKey.revoked'])
      .where(sql`detail->>'keyId'`, '=', key.id)
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['apiKey.created', 'apiKey.revoked']);
    expect(audit.every((line) => line.operator_id !== null)).toBe(true);
  });

  it('answers a key’s last use and its calls of the last 24 hours by route and status', async () => {
    const { key, secret } = await createKey('Usage', ['funnels:read']);
    const usageOf = async (keyId: string) => {
      const res = await asAdmin('GET', `/api-keys/${keyId}/usage`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: ApiKeyUsage }>().data;
    };
    const unused = await usageOf(key.id);
    expect(unused).toMatchObject({ lastUsedAt: null, hours: [] });
    expect(Date.now() - Date.parse(unused.since)).toBeGreaterThan(23 * 3600_000);
    expect(Date.now() - Date.parse(unused.since)).toBeLessThanOrEqual(24 * 3600_000);

    await call(secret, 'GET', '/funnel');
    await call(secret, 'GET', '/funnel');
    await call(secret, 'GET', '/leads');
    // A count from two days ago is kept but is not of the last 24 hours.
    await db()
      .insertInto('api_key_usage')
      .values({
        key_id: key.id,
        hour: new Date(Date.now() - 48 * 3600_000),
        route: 'GET /experiments',
        status: 200,
        count: 7,
      })
      .execute();
    const used = await waitFor(async () => {
      const usage = await usageOf(key.id);
      return usage.hours.reduce((sum, row) => sum + row.count, 0) >= 3 ? usage : undefined;
    });
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.hours.map(({ route, status, count }) => ({ route, status, count }))).toEqual([
      { route: 'GET /funnel', status: 200, count: 2 },
      { route: 'GET /leads', status: 403, count: 1 },
    ]);
    expect(used.hours.every((row) => Date.parse(row.hour) >= Date.parse(used.since))).toBe(true);

    // A key reads no key's usage, not even its own; nor does an operator who is not an admin.
    const own = await call(secret, 'GET', `/api-keys/${key.id}/usage`);
    expect(own.json()).toMatchObject({ err: true, status_code: 'api_key_scope' });
    const viewer = await invitedOperator(s, 'viewer');
    const refused = await call(viewer.token, 'GET', `/api-keys/${key.id}/usage`);
    expect(refused.statusCode).toBe(403);

    // Another brand's key is not found here.
    const foreign = await db()
      .insertInto('api_keys')
      .values({
        brand: 'another-brand',
        name: 'Theirs',
        scopes: JSON.stringify(['funnels:read']),
        prefix: 'f0f0f0f0f0',
        secret_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await asAdmin('GET', `/api-keys/${foreign.id}/usage`);
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.json()).toMatchObject({ err: true, status_code: 'api_key_not_found' });
  });

  it('reads the owners who signed up with a leads:read key, paged with a cursor and since a time, never a password or token', async () => {
    const { secret } = await createKey('CRM', ['leads:read']);
    const first = await signedUpUser(s.app);
    const second = await signedUpUser(s.app);
    const third = await signedUpUser(s.app);
    const seen: Lead[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/leads?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call(secret, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: { leads: Lead[]; nextCursor: string | null } }>();
      expect(body.data.leads.length).toBeLessThanOrEqual(2);
      for (const field of [first.token, 'password', 'Hash', 'token']) {
        expect(res.body).not.toContain(field);
      }
      seen.push(...body.data.leads);
      cursor = body.data.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    const ids = seen.map((lead) => lead.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([first.userId, second.userId, third.userId]));
    const lead = seen.find((l) => l.id === first.userId)!;
    expect(lead).toMatchObject({
      email: first.fields.email,
      subdomain: first.tenant,
      tenantId: null,
      status: 'signed_up',
      answers: { firstName: 'Ada', company: 'Analytical Engines', onboarding: {} },
    });

    // Only those changed since a time: the third's change is the newest.
    const since = encodeURIComponent(seen.find((l) => l.id === third.userId)!.updatedAt);
    const recent = await call(secret, 'GET', `/leads?updatedSince=${since}`);
    const recentIds = recent.json<{ data: { leads: Lead[] } }>().data.leads.map((l) => l.id);
    expect(recentIds).toContain(third.userId);
    expect(recentIds).not.toContain(first.userId);

    // Another brand's owners (their configuration version is that brand's) are not this brand's leads.
    const other = await db()
      .insertInto('config_versions')
      .values({ brand: 'another-brand', number: 1, based_on: null, published_by: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('users')
      .set({ config_version_id: other.id })
      .where('id', '=', second.userId)
      .execute();
    const own = await call(secret, 'GET', '/leads?limit=200');
    const ownIds = own.json<{ data: { leads: Lead[] } }>().data.leads.map((l) => l.id);
    expect(ownIds).toEqual(expect.arrayContaining([first.userId, third.userId]));
    expect(ownIds).not.toContain(second.userId);

    // An operator with the read role reads them too; the key cannot read the funnel.
    const viewer = await invitedOperator(s, 'viewer');
    expect((await call(viewer.token, 'GET', '/leads')).statusCode).toBe(200);
    expect((await call(secret, 'GET', '/funnel')).json()).toMatchObject({
      status_code: 'api_key_scope',
    });
  });

  it('answers hostile input with a 4xx envelope and writes nothing', async () => {
    const before = await db().selectFrom('api_keys').select('id').execute();
    const hostile: unknown[] = [
      { name: 'nul\u0000name', scopes: ['leads:read'] },
      { name: 'lone \ud800 surrogate', scopes: ['leads:read'] },
      { name: 'Unknown', scopes: ['leads:write'] },
      { name: 'None', scopes: [] },
      { name: 'Twice', scopes: ['leads:read', 'leads:read'] },
      { name: '   ', scopes: ['leads:read'] },
      { name: 2 ** 31, scopes: ['leads:read'] },
      { name: 'Wrong type', scopes: 'leads:read' },
      { name: 'x'.repeat(101), scopes: ['leads:read'] },
      { name: 'Extra', scopes: ['leads:read'], admin: true },
      { name: 'Huge', scopes: ['leads:read'], pad: 'x'.repeat(2_000_000) },
      [],
      'text',
    ];
    for (const payload of hostile) {
      const res = await asAdmin('POST', '/api-keys', payload);
      const label = JSON.stringify(payload).slice(0, 80);
      expect(res.statusCode, `${label} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json(), label).toMatchObject({ err: true });
    }
    const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deep = await s.app.inject({
      method: 'POST',
      url: '/api/studio/api-keys',
      headers: { ...bearer(s.token), 'content-type': 'application/json' },
      payload: nested,
    });
    expect(deep.statusCode).toBeGreaterThanOrEqual(400);
    expect(deep.statusCode).toBeLessThan(500);
    expect(await db().selectFrom('api_keys').select('id').execute()).toHaveLength(before.length);

    for (const url of ['/api-keys/not-a-uuid', '/api-keys/00000000-0000-0000-0000-000000000000']) {
      const res = await asAdmin('DELETE', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    for (const id of [
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      '%00',
      "1'%20OR%20'1'='1",
      'A'.repeat(5000),
      `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}x`,
    ]) {
      const res = await asAdmin('GET', `/api-keys/${id}/usage`);
      const label = `usage of ${id.slice(0, 40)}`;
      expect(res.statusCode, `${label} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json(), label).toMatchObject({ err: true });
    }

    const { secret } = await createKey('Hostile reads', ['leads:read']);
    for (const query of [
      `limit=${2 ** 31}`,
      'limit=0',
      'limit=abc',
      'cursor=%00',
      `cursor=${Buffer.from('99999999999999999999.x').toString('base64url')}`,
      `cursor=${Buffer.from(`1.${'0'.repeat(36)}`).toString('base64url')}`,
      'cursor=bm90IGEgY3Vyc29y',
      'updatedSince=yesterday',
      'updatedSince=2026-13-45T99:99:99Z',
      'updatedSince=%00',
      'unknown=1',
    ]) {
      const res = await call(secret, 'GET', `/leads?${query}`);
      expect(res.statusCode, `${query} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${query} ${res.body}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ err: true });
    }
  });

  it('refuses keys that are not the brand’s, and makes an address that keeps guessing wait', async () => {
    const { secret } = await createKey('Good', ['funnels:read']);
    const guess = `onr_${secret.slice(4, 14)}_${'A'.repeat(43)}`;
    const address = '203.0.113.9';
    for (const wrong of [
      guess,
      'onr_short_key_that_is_wrong',
      `onr_0000000000_${'B'.repeat(43)}`,
    ]) {
      const res = await call(wrong, 'GET', '/funnel', undefined, address);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ err: true, status_code: 'api_key_invalid' });
    }
    // The fourth wrong key reaches the limit: from then on this address waits, even with a good key.
    expect((await call(guess, 'GET', '/funnel', undefined, address)).statusCode).toBe(401);
    const waiting = await call(secret, 'GET', '/funnel', undefined, address);
    expect(waiting.statusCode, waiting.body).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await call(secret, 'GET', '/funnel', undefined, '203.0.113.10')).statusCode).toBe(200);
    const refusals = await db()
      .selectFrom('operator_audit')
      .select('detail')
      .where('action', '=', 'apiKey.refused')
      .execute();
    expect(JSON.stringify(refusals)).not.toContain('A'.repeat(43));
  });

  it('refuses a key copied short, with a character too many or too long as an invalid key, not as an operator’s session', async () => {
    const { secret } = await createKey('Copied badly', ['funnels:read']);
    for (const [wrong, address] of [
      [secret.slice(0, 15), '203.0.113.20'],
      [`${secret}.`, '203.0.113.21'],
      [`${secret}${'C'.repeat(300)}`, '203.0.113.22'],
    ] as const) {
      const res = await call(wrong, 'GET', '/funnel', undefined, address);
      expect(res.statusCode, `${wrong} ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ err: true, status_code: 'api_key_invalid' });
    }
  });
});
