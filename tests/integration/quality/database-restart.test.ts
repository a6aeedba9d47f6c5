import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUp,
  signupFields,
  startAccountsServer,
  type AccountsServer,
  type SignupFields,
} from '../auth/harness';
import { databaseTargets, postgresAdminUrl } from '../support/databases';
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
  running: AccountsServer,
  fields: Partial<SignupFields>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const { res } = await signUp(running.app, fields);
    statuses.push(res.statusCode);
    if (res.statusCode !== 503) break;
  }
  return statuses;
}

describe.skipIf(!postgres)('PostgreSQL restarting under the server', () => {
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
    const statuses = await signUpUntilAccepted(running, during);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);

    const rows = await running.server.database.db
      .selectFrom('users')
      .select(['email'])
      .where('email', 'in', [before.email, during.email])
      .execute();
    expect(rows.map((r) => r.email).sort()).toEqual([before.email, during.email].sort());
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

describe.skipIf(!postgres)('PostgreSQL restarting while a workspace is being built', () => {
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
      expect(await workspaceCounts(db, owner.userId)).toEqual({
        tenants: 1,
        memberships: 1,
        stages: 7,
        campaigns: 1,
        qa_pairs: 1,
      });
      expect((await tenantRow(db, owner.userId))?.provisioning).toBe('ready');
    } finally {
      await server.close();
      await database.drop();
    }
  }, 180_000);
});
