import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import { hashToken } from '../../../server/security/tokens';
import {
  ACCOUNT_TEST_ENV,
  authHeaders,
  postJson,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from './harness';
import { createThrowawayDatabase, databaseTargets, postgresAdminUrl } from '../support/databases';
import { startTestServer } from '../support/server';
import type { FastifyInstance } from 'fastify';

const SESSION_HEADER = Object.keys(authHeaders('any'))[0]!;
const PAYMENT = '/api/check-payment-status';
const TENANT = '/api/check-tenant-status';

const poll = (app: FastifyInstance, url: string, token: string, etag?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...authHeaders(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });

async function insertPayment(db: Kysely<DB>, userId: string, status: 'created' | 'paid') {
  await db
    .insertInto('payments')
    .values({
      user_id: userId,
      plan_id: 'kilo_monthly',
      plan_type: 'monthly',
      amount_cents: 1900,
      currency: 'usd',
      status,
      provider: 'sandbox',
      provider_session_id: `cs_${userId}_${status}`,
    })
    .execute();
}

/** Changes a row behind the announcing trigger's back, to tell an answer from memory from a fresh one. */
async function silently(
  db: Kysely<DB>,
  table: string,
  trigger: string,
  change: () => Promise<unknown>,
) {
  await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.id(trigger)}`.execute(db);
  try {
    await change();
  } finally {
    await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER ${sql.id(trigger)}`.execute(db);
  }
}

describe.each(databaseTargets())('the status polls answer from memory on $name', (target) => {
  let s: AccountsServer;
  let db: Kysely<DB>;
  beforeAll(async () => {
    s = await startAccountsServer(target);
    db = s.server.database.db;
  });
  afterAll(async () => s?.close());

  it('a payment poll with nothing announced is answered from memory; an announced change is seen', async () => {
    const { token, userId } = await signedUpUser(s.app);
    expect((await poll(s.app, PAYMENT, token)).json().data.status).toBeNull();
    // Unannounced, the new row is not read: the answer comes from memory.
    await silently(db, 'payments', 'payments_status', () => insertPayment(db, userId, 'created'));
    expect((await poll(s.app, PAYMENT, token)).json().data.status).toBeNull();
    // The trigger announces this one, and the next poll reads again.
    await db
      .updateTable('payments')
      .set({ status: 'paid' })
      .where('user_id', '=', userId)
      .execute();
    await expect
      .poll(async () => (await poll(s.app, PAYMENT, token)).json().data, { timeout: 2_000 })
      .toMatchObject({ status: 'paid', url: '/signup/tenant_building_loader' });
  });

  it('a tenant poll sees the owner’s new language once it is announced', async () => {
    const { token, userId } = await signedUpUser(s.app);
    await insertPayment(db, userId, 'paid');
    const before = (await poll(s.app, TENANT, token)).json().data;
    expect(before.subText).not.toBe('');
    await db.updateTable('users').set({ language: 'de' }).where('id', '=', userId).execute();
    await expect
      .poll(async () => (await poll(s.app, TENANT, token)).json().data.subText, {
        timeout: 2_000,
      })
      .not.toBe(before.subText);
  });

  it('an unchanged answer is 304 to a request that names its ETag, and a changed one is 200', async () => {
    const { token, userId } = await signedUpUser(s.app);
    for (const url of [PAYMENT, TENANT]) {
      const first = await poll(s.app, url, token);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(String(first.headers.vary)).toContain(SESSION_HEADER);
      const again = await poll(s.app, url, token, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await poll(s.app, url, token, '"someone-else"')).statusCode).toBe(200);
    }
    const paymentTag = String((await poll(s.app, PAYMENT, token)).headers.etag);
    await insertPayment(db, userId, 'created');
    await expect
      .poll(async () => (await poll(s.app, PAYMENT, token, paymentTag)).statusCode, {
        timeout: 2_000,
      })
      .toBe(200);
  });

  it('a session revoked by any writer is refused at once, though its poll was answered from memory', async () => {
    const { token } = await signedUpUser(s.app);
    expect((await poll(s.app, PAYMENT, token)).statusCode).toBe(200);
    await db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await expect
      .poll(async () => (await poll(s.app, PAYMENT, token)).statusCode, { timeout: 1_000 })
      .toBe(403);
  });

  it('sign-out ends the session for the very next poll', async () => {
    const { token } = await signedUpUser(s.app);
    expect((await poll(s.app, TENANT, token)).statusCode).toBe(200);
    const out = await s.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: authHeaders(token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await poll(s.app, TENANT, token)).statusCode).toBe(403);
  });

  it('a session deleted or cut short behind the cache is refused', async () => {
    const deleted = await signedUpUser(s.app);
    const shortened = await signedUpUser(s.app);
    for (const user of [deleted, shortened]) {
      expect((await poll(s.app, PAYMENT, user.token)).statusCode).toBe(200);
    }
    await db.deleteFrom('sessions').where('token_hash', '=', hashToken(deleted.token)).execute();
    await db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(shortened.token))
      .execute();
    for (const user of [deleted, shortened]) {
      await expect
        .poll(async () => (await poll(s.app, PAYMENT, user.token)).statusCode, { timeout: 1_000 })
        .toBe(403);
    }
  });
});

// Embedded PGlite belongs to one server; instances share a PostgreSQL.
describe.each(databaseTargets())('getUserData answers from memory on $name', (target) => {
  let s: AccountsServer;
  let db: Kysely<DB>;
  beforeAll(async () => {
    s = await startAccountsServer(target);
    db = s.server.database.db;
  });
  afterAll(async () => s?.close());

  const firstName = async (token: string) => {
    const res = await postJson(s.app, '/api/user/getUserData', {}, { headers: authHeaders(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { firstName: string } }).data.firstName;
  };
  // Raw SQL: a write this server's query builder does not see, as by another instance or psql.
  const renamedElsewhere = (userId: string, name: string) =>
    sql`UPDATE users SET first_name = ${name} WHERE id = ${userId}`.execute(db);

  it('keeps the row while nothing announces a change, and reads it again once one does', async () => {
    const { token, userId } = await signedUpUser(s.app);
    expect(await firstName(token)).toBe('Ada');
    await silently(db, 'users', 'users_status', () => renamedElsewhere(userId, 'Unannounced'));
    expect(await firstName(token)).toBe('Ada');
    await renamedElsewhere(userId, 'Announced');
    await expect.poll(() => firstName(token), { timeout: 2_000 }).toBe('Announced');
  });

  it("sees this server's own change of the row in the very next request", async () => {
    const { token, userId } = await signedUpUser(s.app);
    expect(await firstName(token)).toBe('Ada');
    // Even unannounced: this server forgets what it kept as soon as its own query has run.
    await silently(db, 'users', 'users_status', () =>
      db.updateTable('users').set({ first_name: 'Grace' }).where('id', '=', userId).execute(),
    );
    expect(await firstName(token)).toBe('Grace');
  });

  it('refuses the session of a user who no longer exists', async () => {
    const { token, userId } = await signedUpUser(s.app);
    expect(await firstName(token)).toBe('Ada');
    await db.deleteFrom('users').where('id', '=', userId).execute();
    const res = await postJson(s.app, '/api/user/getUserData', {}, { headers: authHeaders(token) });
    expect(res.statusCode).toBe(403);
  });
});

describe.runIf(postgresAdminUrl())('poll caches on two instances of one PostgreSQL', () => {
  it('a sign-out and a payment on one instance reach the other’s memory within a second', async () => {
    const database = await createThrowawayDatabase(postgresAdminUrl()!);
    const env = { ...ACCOUNT_TEST_ENV, DATABASE_URL: database.databaseUrl };
    const one = await startTestServer(env);
    const two = await startTestServer(env);
    try {
      const owner = await signedUpUser(one.app);
      const leaving = await signedUpUser(one.app);
      expect((await poll(two.app, PAYMENT, owner.token)).json().data.status).toBeNull();
      expect((await poll(two.app, TENANT, leaving.token)).statusCode).toBe(200);

      await insertPayment(one.database.db, owner.userId, 'paid');
      await one.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: authHeaders(leaving.token),
        payload: {},
      });
      await expect
        .poll(async () => (await poll(two.app, PAYMENT, owner.token)).json().data.status, {
          timeout: 1_000,
          interval: 25,
        })
        .toBe('paid');
      await expect
        .poll(async () => (await poll(two.app, TENANT, leaving.token)).statusCode, {
          timeout: 1_000,
          interval: 25,
        })
        .toBe(403);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
