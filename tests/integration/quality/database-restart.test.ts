import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUp,
  signupFields,
  ACCOUNT_TEST_ENV,
  authHeaders,
  startAccountsServer,
  type AccountsServer,
  type SignupFields,
} from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets, postgresAdminUrl } from '../support/databases';
import { startRestartableProxy, type RestartableProxy } from '../support/restartableProxy';
import { startTestServer } from '../support/server';
import type { DB } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';
import {
  paidOwner,
  persistentDatabase,
  tenantRow,
  tenantUrlOf,
  workspaceCounts,
} from '../tenants/support';

const postgres = databaseTargets().find((t) => t.name === 'postgres');

/** What a database restart looks like to its clients: every connection to it is dropped at once. */
async function dropAllConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** Signs up, retrying as the browser does when told the service is briefly unavailable. */
async function signUpUntilAccepted(
  app: FastifyInstance,
  fields: Partial<SignupFields>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const { res } = await signUp(app, fields);
    statuses.push(res.statusCode);
    if (res.statusCode !== 503) break;
  }
  return statuses;
}

/** Retried as the browser does, the signup went through with no answer but 503 before, and every address has its one account. */
async function expectSignedUpOnce(
  server: RunningServer,
  fields: SignupFields,
  emails: string[],
): Promise<void> {
  const statuses = await signUpUntilAccepted(server.app, fields);
  expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  expect(statuses.at(-1)).toBe(200);
  const rows = await server.database.db
    .selectFrom('users')
    .select(['email'])
    .where('email', 'in', emails)
    .execute();
  expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
}

/** The owner's workspace is finished, with one of everything (one Q/A pair was taught). */
async function expectBuiltOnce(db: Kysely<DB>, userId: string): Promise<void> {
  expect(await workspaceCounts(db, userId)).toEqual({
    tenants: 1,
    memberships: 1,
    stages: 7,
    campaigns: 1,
    qa_pairs: 1,
  });
  expect((await tenantRow(db, userId))?.provisioning).toBe('ready');
}

describe.skipIf(!postgres)('PostgreSQL dropping every connection under the server', () => {
  let running: AccountsServer;

  beforeAll(async () => {
    running = await startAccountsServer(postgres!);
  });
  afterAll(() => running.close());

  it('costs a signup at most a retry: no 500, nothing lost, nothing doubled', async () => {
    const before = signupFields();
    expect((await signUp(running.app, before)).res.statusCode).toBe(200);

    expect(await dropAllConnections(running.server.database.connectionString)).toBeGreaterThan(0);
    const during = signupFields();
    await expectSignedUpOnce(running.server, during, [before.email, during.email]);
  });

  it('answers 503 with the contract envelope, not a crash, when connections drop mid-request', async () => {
    const drops = Array.from({ length: 3 }, () =>
      dropAllConnections(running.server.database.connectionString),
    );
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        running.app.inject({
          method: 'POST',
          url: '/api/user/checkTenant',
          payload: { tenant: 'nobody-here' },
        }),
      ),
    );
    await Promise.all(drops);
    for (const reply of replies) {
      expect([200, 400, 404, 503]).toContain(reply.statusCode);
      if (reply.statusCode === 503)
        expect(reply.json()).toMatchObject({ err: true, status_code: 'service_unavailable' });
    }
    const after = await running.app.inject({ method: 'GET', url: '/api/getInitialConfig' });
    expect(after.statusCode).toBe(200);
  });
});

describe.skipIf(!postgres)(
  'PostgreSQL dropping every connection while a workspace is built',
  () => {
    it('finishes the tenant once, with nothing lost or doubled', async () => {
      const database = await persistentDatabase(postgres!);
      const server = await database.start();
      try {
        const db = server.database.db;
        const owner = await paidOwner(server.app, db, [
          { questionTitle: 'Do you ship abroad?', questionValue: 'Yes, to 40 countries.' },
        ]);
        // Drop every connection again and again for longer than the job queue takes to pick the job up, so the drops land mid-build.
        let drops = 0;
        for (const until = Date.now() + 2500; Date.now() < until; drops++) {
          await dropAllConnections(server.database.connectionString);
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(drops).toBeGreaterThan(5);
        const url = await tenantUrlOf(server.app, owner.token, 90_000);
        expect(url).toContain(owner.tenant);
        await expectBuiltOnce(db, owner.userId);
      } finally {
        await server.close();
        await database.drop();
      }
    }, 180_000);
  },
);

/** Polls /check-tenant-status as the loader does, through answers of 503, until it has the URL. */
async function tenantUrlThroughOutages(
  server: RunningServer,
  token: string,
  statuses: number[],
): Promise<string> {
  return eventually(
    async () => {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/check-tenant-status',
        headers: authHeaders(token),
      });
      statuses.push(res.statusCode);
      return res.statusCode === 200 ? res.json<{ data: { url: string } }>().data.url : undefined;
    },
    90_000,
    'the tenant URL',
  );
}

describe.skipIf(!postgres)('PostgreSQL down for a moment and back, as in a restart', () => {
  let database: { databaseUrl: string | undefined; drop(): Promise<void> };
  let proxy: RestartableProxy;
  let server: RunningServer;

  beforeAll(async () => {
    database = await postgres!.create();
    proxy = await startRestartableProxy(database.databaseUrl!);
    server = await startTestServer({ ...ACCOUNT_TEST_ENV, DATABASE_URL: proxy.url });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers a signup while it is down with 503, and takes it once it is back, once', async () => {
    const before = signupFields();
    expect((await signUp(server.app, before)).res.statusCode).toBe(200);

    const restarted = proxy.restart(1500);
    const during = signupFields();
    const refused = (await signUp(server.app, during)).res;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ err: true, status_code: 'service_unavailable' });
    await restarted;

    await expectSignedUpOnce(server, during, [before.email, during.email]);
  });

  it('finishes a workspace whose build it interrupts, with nothing lost or doubled', async () => {
    const db = server.database.db;
    // Each phase takes a moment, so the outage lands inside the build.
    await sql`CREATE OR REPLACE FUNCTION slow_phase() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.4); RETURN NEW; END $$`.execute(db);
    await sql`CREATE TRIGGER slow_phase BEFORE UPDATE ON tenants FOR EACH ROW EXECUTE FUNCTION slow_phase()`.execute(
      db,
    );
    const owner = await paidOwner(server.app, db, [
      { questionTitle: 'Do you ship abroad?', questionValue: 'Yes, to 40 countries.' },
    ]);
    await eventually(() => tenantRow(db, owner.userId), 30_000, 'the build to start');
    const statuses: number[] = [];
    const [url] = await Promise.all([
      tenantUrlThroughOutages(server, owner.token, statuses),
      proxy.restart(1000),
    ]);
    expect(url).toContain(owner.tenant);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const { rows: jobs } = await sql<{ retry_count: number }>`
      SELECT retry_count FROM pgboss.job WHERE singleton_key = ${owner.userId}`.execute(db);
    expect(
      jobs.some((job) => job.retry_count > 0),
      'the outage interrupted a run',
    ).toBe(true);
    await expectBuiltOnce(db, owner.userId);
  }, 180_000);
});
