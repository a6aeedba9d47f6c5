import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';
import { ACCOUNT_TEST_ENV } from '../auth/harness';
import { postgresAdminUrl } from '../support/databases';
import { startTestServer } from '../support/server';
import {
  paidOwner,
  tenantRow,
  tenantCookie,
  tenantSession,
  tenantUrlOf,
  type Owner,
} from './support';

const adminUrl = postgresAdminUrl();

/** Runs SQL as the PostgreSQL superuser the tests are given, on the database named. */
async function asAdmin<T>(database: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The production setup of docs/operator-guide.md: the app connects as an ordinary role owning its database. */
describe.skipIf(!adminUrl)('PostgreSQL as an ordinary role that owns its database', () => {
  const suffix = randomBytes(5).toString('hex');
  const role = `onramp_app_${suffix}`;
  const database = `onramp_role_${suffix}`;
  const adminDatabase = adminUrl ? new URL(adminUrl).pathname.slice(1) || 'postgres' : 'postgres';
  let server: RunningServer;
  let db: Kysely<DB>;
  const owners: (Owner & { tenantId: string })[] = [];

  beforeAll(async () => {
    await asAdmin(adminDatabase, async (admin) => {
      await admin.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE`);
      await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
      await admin.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'onramp_tenant') THEN
          CREATE ROLE onramp_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
        END IF; END $$`);
      await admin.query(`GRANT onramp_tenant TO ${role}`);
    });
    const url = new URL(adminUrl!);
    url.username = role;
    url.password = '';
    url.pathname = `/${database}`;
    server = await startTestServer({ ...ACCOUNT_TEST_ENV, DATABASE_URL: url.toString() });
    db = server.database.db;
    for (const answer of ['Tenant A opens at nine.', 'Tenant B opens at ten.']) {
      const owner = await paidOwner(server.app, db, [
        { questionTitle: 'What are your opening hours?', questionValue: answer },
      ]);
      await tenantUrlOf(server.app, owner.token);
      owners.push({ ...owner, tenantId: (await tenantRow(db, owner.userId))!.id });
    }
  });

  afterAll(async () => {
    await server?.close();
    await asAdmin(adminDatabase, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
    });
  });

  it('migrates, takes the payment and builds the workspace whose bot then answers its owner', async () => {
    const [a] = owners;
    const url = await tenantUrlOf(server.app, a!.token);
    const session = await tenantSession(server.app, url);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/tenant/bot/ask',
      headers: { host: new URL(url).host, cookie: tenantCookie(session) },
      payload: { question: 'What are your opening hours?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { answered: true, answer: 'Tenant A opens at nine.' },
    });
  });

  it("binds the app's own connection by row-level security once a tenant is set, as a superuser's is not", async () => {
    const [a] = owners;
    const { rows: who } = await sql<{ super: boolean }>`
      SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`.execute(db);
    expect(who).toEqual([{ super: false }]);
    const answers = 'SELECT answer FROM qa_pairs ORDER BY answer';
    const app = await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('app.tenant_id', ${a!.tenantId}, true)`.execute(trx);
      const { rows } = await sql<{ answer: string }>`${sql.raw(answers)}`.execute(trx);
      return rows.map((r) => r.answer);
    });
    expect(app).toEqual(['Tenant A opens at nine.']);
    const superuser = await asAdmin(database, async (admin) => {
      await admin.query('BEGIN');
      await admin.query(`SELECT set_config('app.tenant_id', $1, true)`, [a!.tenantId]);
      const { rows } = await admin.query<{ answer: string }>(answers);
      return rows.map((r) => r.answer);
    });
    expect(superuser).toEqual(['Tenant A opens at nine.', 'Tenant B opens at ten.']);
  });
});
