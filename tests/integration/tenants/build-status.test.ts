import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ProvisioningPhase } from '../../../server/db/schema';
import { authHeaders, signedUpUser } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { PROVISION_TENANT_JOB } from '../../../server/tenants/provisionJobName';
import { paidWithoutJob, serverPerSuite, provisioningDeps, provisionTenant } from './support';

interface TenantStatus {
  heading: string;
  subText: string;
  heading_ref: { id: string; params?: Record<string, unknown> } | null;
  subText_ref: { id: string; params?: Record<string, unknown> } | null;
  url: string;
}

async function tenantStatus(app: FastifyInstance, token: string): Promise<TenantStatus> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/check-tenant-status',
    headers: authHeaders(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: TenantStatus }>().data;
}

const PARAMS = { product: 'Onramp', brand: 'Onramp' };

/**
 * The status once it shows what `ready` waits for. The poll answers from memory until the
 * database's announcement of the commit is heard: at once on PGlite, a moment later on PostgreSQL.
 */
async function statusOnceHeard(
  app: FastifyInstance,
  token: string,
  ready: (status: TenantStatus) => boolean,
): Promise<TenantStatus> {
  let last: TenantStatus | undefined;
  await expect
    .poll(async () => ready((last = await tenantStatus(app, token))), {
      timeout: 2_000,
      interval: 10,
    })
    .toBe(true);
  return last!;
}

/**
 * A poll of an unfinished build queues a job to resume it; one already waiting (an hour from now)
 * keeps the poll from starting a build that would race the test's own run of the phases.
 */
async function holdBuildJob(app: FastifyInstance, userId: string): Promise<void> {
  await app.jobs.send(PROVISION_TENANT_JOB, { userId }, { singletonKey: userId, startAfter: 3600 });
}

describe.each(databaseTargets())('the tenant-building status text on $name', (target) => {
  const suite = serverPerSuite(target);

  it('sends no text before the payment is confirmed, so the loader keeps its own copy', async () => {
    const user = await signedUpUser(suite.server.app);
    expect(await tenantStatus(suite.server.app, user.token)).toEqual({
      heading: '',
      subText: '',
      heading_ref: null,
      subText_ref: null,
      url: '',
    });
  });

  it('names the phase under way while the workspace is built, then hands over the URL', async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await paidWithoutJob(db, user.userId);
    await holdBuildJob(suite.server.app, user.userId);
    expect(await tenantStatus(suite.server.app, user.token)).toEqual({
      heading: '',
      subText: 'Creating your workspace…',
      heading_ref: null,
      subText_ref: { id: 'loaders.tenant.phase.tenant', params: PARAMS },
      url: '',
    });

    const seen: [ProvisioningPhase, TenantStatus][] = [];
    let previous = 'loaders.tenant.phase.tenant';
    await provisionTenant(provisioningDeps(suite.server), user.userId, {
      afterPhase: async (phase) => {
        const status = await statusOnceHeard(
          suite.server.app,
          user.token,
          (s) => (s.subText_ref?.id ?? '') !== previous,
        );
        previous = status.subText_ref?.id ?? '';
        seen.push([phase, status]);
      },
    });
    expect(seen.slice(0, -1).map(([phase, s]) => [phase, s.heading, s.subText])).toEqual([
      ['tenant', '', 'Making you the owner of your workspace…'],
      ['membership', '', 'Setting up your journey stages…'],
      ['stages', '', 'Preparing your first campaign…'],
      ['campaign', '', 'Teaching your bot your answers…'],
      ['knowledge_base', '', 'Applying your plan…'],
      ['plan', '', 'Opening the doors…'],
    ]);
    const [lastPhase, ready] = seen.at(-1)!;
    expect(lastPhase).toBe('ready');
    expect(ready).toMatchObject({ heading: '', subText: '', heading_ref: null, subText_ref: null });
    expect(ready.url).toMatch(/login-token=/);
  });

  it('says the build is being retried after a failed run, and names phases again once one completes', async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await paidWithoutJob(db, user.userId);
    await holdBuildJob(suite.server.app, user.userId);
    await sql`CREATE OR REPLACE FUNCTION fail_stages() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk on fire'; END $$`.execute(db);
    await sql`CREATE TRIGGER fail_stages BEFORE INSERT ON journey_stages FOR EACH ROW EXECUTE FUNCTION fail_stages()`.execute(
      db,
    );
    try {
      await expect(provisionTenant(provisioningDeps(suite.server), user.userId)).rejects.toThrow(
        /disk on fire/,
      );
    } finally {
      await sql`DROP TRIGGER fail_stages ON journey_stages`.execute(db);
    }
    expect(
      await statusOnceHeard(suite.server.app, user.token, (s) => s.heading_ref !== null),
    ).toEqual({
      heading: 'Setting up Onramp is taking a little longer.',
      subText:
        "Something went wrong while building your workspace. We're trying again automatically; you don't need to do anything.",
      heading_ref: { id: 'loaders.tenant.retrying.title', params: PARAMS },
      subText_ref: { id: 'loaders.tenant.retrying.text', params: PARAMS },
      url: '',
    });

    const afterRetry: string[] = [];
    await provisionTenant(provisioningDeps(suite.server), user.userId, {
      afterPhase: async (phase) => {
        if (phase === 'stages') {
          const status = await statusOnceHeard(
            suite.server.app,
            user.token,
            (s) => s.heading_ref === null,
          );
          afterRetry.push(status.subText);
        }
      },
    });
    expect(afterRetry).toEqual(['Preparing your first campaign…']);
  });

  it("words the text in the owner's language, and names the message so the page can re-word it", async () => {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app, { language: 'de' });
    await paidWithoutJob(db, user.userId);
    expect(await tenantStatus(suite.server.app, user.token)).toMatchObject({
      subText: 'Ihr Workspace wird erstellt …',
      subText_ref: { id: 'loaders.tenant.phase.tenant' },
    });
  });
});
