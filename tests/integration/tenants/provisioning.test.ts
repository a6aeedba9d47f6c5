import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { MAX_STAGE_DURATION_DAYS } from '../../../shared/flow';
import { databaseTargets } from '../support/databases';
import { eventually } from '../payments/support';
import {
  breakPhase,
  paidOwner,
  paidWithoutJob,
  pay,
  serverPerSuite,
  provisioningDeps,
  provisionTenant,
  repairPhase,
  tenantRow,
  tenantUrlOf,
  workspaceCounts,
} from './support';
import { onboard } from './support';
import { signedUpUser } from '../auth/harness';

const PAIRS = [
  {
    questionTitle: 'How long does shipping take?',
    questionValue: 'Orders ship within 3 to 5 business days.',
  },
  { questionTitle: 'Can I return an item?', questionValue: 'Yes, within 30 days of delivery.' },
];

describe.each(databaseTargets())('tenant provisioning on $name', (target) => {
  const suite = serverPerSuite(target);

  it('builds the workspace after the payment and hands over the tenant URL', async () => {
    const db = suite.server.database.db;
    const owner = await paidOwner(suite.server.app, db, PAIRS);
    const url = await tenantUrlOf(suite.server.app, owner.token);
    expect(url).toMatch(
      new RegExp(`^https://${owner.tenant}\\.onramp\\.test/\\?login-token=[\\w-]{43}$`),
    );
    const tenant = await tenantRow(db, owner.userId);
    expect(tenant).toMatchObject({
      subdomain: owner.tenant,
      provisioning: 'ready',
      name: 'Analytical Engines',
      plan: { planId: 'kilo_monthly', price: 98, type: 'monthly' },
    });
    expect(await workspaceCounts(db, owner.userId)).toEqual({
      tenants: 1,
      memberships: 1,
      stages: 7,
      campaigns: 1,
      qa_pairs: 2,
    });
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(user.step_name).toBe('redirect_dashboard');
    expect(user.onboarding).toMatchObject({
      redirectTenantURL: `https://${owner.tenant}.onramp.test`,
    });
  });

  it('makes one tenant when the job runs again, and when two runs race', async () => {
    const db = suite.server.database.db;
    const owner = await paidOwner(suite.server.app, db, PAIRS);
    await tenantUrlOf(suite.server.app, owner.token);
    const before = await tenantRow(db, owner.userId);
    const deps = provisioningDeps(suite.server);
    const ids = await Promise.all([
      provisionTenant(deps, owner.userId),
      provisionTenant(deps, owner.userId),
      provisionTenant(deps, owner.userId),
    ]);
    expect(new Set(ids)).toEqual(new Set([before!.id]));
    expect(await workspaceCounts(db, owner.userId)).toEqual({
      tenants: 1,
      memberships: 1,
      stages: 7,
      campaigns: 1,
      qa_pairs: 2,
    });
    // The funnels hear the workspace is ready once, in the transaction that made it so.
    const ready = await db
      .selectFrom('onboarding_events')
      .select(['brand', 'config_version_id'])
      .where('user_id', '=', owner.userId)
      .where('kind', '=', 'tenant_ready')
      .execute();
    expect(ready).toHaveLength(1);
    expect(ready[0]!.brand).toBe('default');
  });

  it('builds the journey from stored stages past the day limit, capped to it', async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    const stages = [
      { name: 'Awareness', duration: 0 },
      { name: 'Someday', duration: 2 ** 31 },
    ];
    await db
      .updateTable('users')
      .set({ onboarding: sql`onboarding || ${JSON.stringify({ stages })}::jsonb` })
      .where('id', '=', user.userId)
      .execute();
    await pay(suite.server.app, db, user);
    await tenantUrlOf(suite.server.app, user.token);
    const { rows } = await sql<{ name: string; duration_days: number }>`
      SELECT s.name, s.duration_days FROM journey_stages s JOIN tenants t ON t.id = s.tenant_id
      WHERE t.owner_user_id = ${user.userId} ORDER BY s.position`.execute(db);
    expect(rows).toEqual([
      { name: 'Awareness', duration_days: 0 },
      { name: 'Someday', duration_days: MAX_STAGE_DURATION_DAYS },
    ]);
  });

  it("names the default journey in the owner's language when they never saved stages", async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app, { language: 'de' });
    await db
      .updateTable('users')
      .set({
        onboarding: sql`onboarding || ${JSON.stringify({ businessCategory: { name: 'SaaS' } })}::jsonb`,
      })
      .where('id', '=', user.userId)
      .execute();
    await pay(suite.server.app, db, user);
    await tenantUrlOf(suite.server.app, user.token);
    const { rows } = await sql<{ name: string }>`
      SELECT s.name FROM journey_stages s JOIN tenants t ON t.id = s.tenant_id
      WHERE t.owner_user_id = ${user.userId} ORDER BY s.position`.execute(db);
    expect(rows.map((r) => r.name)).toEqual([
      'Aufmerksamkeit',
      'Kostenlose Testphase',
      'Zahlender Kunde',
      'Verlängerung',
      'Fan',
    ]);
  });

  it("keeps no outside address as the workspace's logo: a scraped logo's source URL is not the server's own", async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    const onboarding = { logoUrl: null, scrappedLogoUrl: 'https://tracker.example/logo.png' };
    await db
      .updateTable('users')
      .set({ onboarding: sql`onboarding || ${JSON.stringify(onboarding)}::jsonb` })
      .where('id', '=', user.userId)
      .execute();
    await pay(suite.server.app, db, user);
    await tenantUrlOf(suite.server.app, user.token);
    const tenant = await db
      .selectFrom('tenants')
      .select('logo_url')
      .where('owner_user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(tenant.logo_url).toBeNull();
  });

  it('builds nothing for a user with no confirmed payment', async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    expect(await provisionTenant(provisioningDeps(suite.server), user.userId)).toBeUndefined();
    expect(await tenantRow(db, user.userId)).toBeUndefined();
  });

  it('resumes after the server stops mid-way and never makes a second tenant', async () => {
    let db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await onboard(db, user.userId, PAIRS);
    // A fault in the stages phase: the job commits its first phases, then fails on every try.
    await sql`CREATE OR REPLACE FUNCTION fail_stages() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk on fire'; END $$`.execute(db);
    await sql`CREATE TRIGGER fail_stages BEFORE INSERT ON journey_stages FOR EACH ROW EXECUTE FUNCTION fail_stages()`.execute(
      db,
    );
    await pay(suite.server.app, db, user);
    const stuck = await eventually(
      async () => {
        const t = await tenantRow(db, user.userId);
        return t?.provisioning === 'membership' ? t : undefined;
      },
      30_000,
      'provisioning to stop after the membership phase',
    );
    await eventually(
      async () => {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'tenant.provision' AND singleton_key = ${user.userId} AND state = 'retry'`.execute(
          db,
        );
        return rows[0]!.n > 0;
      },
      30_000,
      'the failed job to wait for its retry',
    );

    await suite.server.close();
    // Between the two servers the fault is repaired; the job is still waiting in the queue.
    const repair = await suite.database.start();
    await sql`DROP TRIGGER fail_stages ON journey_stages`.execute(repair.database.db);
    suite.server = repair;
    db = suite.server.database.db;

    await tenantUrlOf(suite.server.app, user.token, 60_000);
    const done = await tenantRow(db, user.userId);
    expect(done!.id).toBe(stuck.id);
    expect(done!.provisioning).toBe('ready');
    expect(await workspaceCounts(db, user.userId)).toEqual({
      tenants: 1,
      memberships: 1,
      stages: 7,
      campaigns: 1,
      qa_pairs: 2,
    });
  });

  it('queues the job again at start for a paid owner whose job was lost', async () => {
    let db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await breakPhase(db, 'plan');
    await pay(suite.server.app, db, user);
    await eventually(
      async () => (await tenantRow(db, user.userId))?.provisioning === 'knowledge_base',
      30_000,
      'provisioning to stop before the plan phase',
    );
    await suite.server.close();
    // With no server running, the queue loses the job (as if it failed for good) and the fault is repaired.
    const direct = await openDatabase(suite.database.location);
    await repairPhase(direct.db, 'plan');
    await sql`DELETE FROM pgboss.job WHERE singleton_key = ${user.userId}`.execute(direct.db);
    await direct.close();
    suite.server = await suite.database.start();
    db = suite.server.database.db;
    await tenantUrlOf(suite.server.app, user.token, 60_000);
    expect((await workspaceCounts(db, user.userId)).tenants).toBe(1);
  });

  it("starts a build whose retries ran out again when the owner's loader polls", async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await breakPhase(db, 'campaign');
    await pay(suite.server.app, db, user);
    // Its retries run out: between two attempts (rows locked, so none starts meanwhile) every job
    // of this owner is marked failed for good; then the fault is repaired.
    await eventually(
      () =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ state: string }>`
            SELECT state FROM pgboss.job WHERE name = 'tenant.provision'
            AND singleton_key = ${user.userId} AND state < 'completed' FOR UPDATE`.execute(trx);
          if (rows.length === 0 || rows.some((r) => r.state !== 'retry')) return false;
          await sql`UPDATE pgboss.job SET state = 'failed' WHERE name = 'tenant.provision'
            AND singleton_key = ${user.userId} AND state < 'completed'`.execute(trx);
          return true;
        }),
      30_000,
      'a failed run waiting to retry',
    );
    await repairPhase(db, 'campaign');
    expect(await suite.server.jobs.hasLiveJob('tenant.provision', user.userId)).toBe(false);
    expect((await tenantRow(db, user.userId))?.provisioning).toBe('stages');

    await tenantUrlOf(suite.server.app, user.token, 60_000);
    expect(await workspaceCounts(db, user.userId)).toMatchObject({ tenants: 1, stages: 7 });
  });

  it('resumes from the recorded phase when a run is stopped between phases', async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await onboard(db, user.userId, PAIRS);
    await paidWithoutJob(db, user.userId);
    const deps = provisioningDeps(suite.server);
    const stop = new Error('stopped after the campaign phase');
    await expect(
      provisionTenant(deps, user.userId, {
        afterPhase: (phase) => {
          if (phase === 'campaign') throw stop;
        },
      }),
    ).rejects.toBe(stop);
    const halfway = await tenantRow(db, user.userId);
    expect(halfway!.provisioning).toBe('campaign');
    const phases: string[] = [];
    const id = await provisionTenant(deps, user.userId, { afterPhase: (p) => void phases.push(p) });
    expect(phases).toEqual(['knowledge_base', 'plan', 'ready']);
    expect(id).toBe(halfway!.id);
    expect((await workspaceCounts(db, user.userId)).tenants).toBe(1);
  });
});
